/**
 * City names the offline basemap writes (name, latitude, longitude of the city centre): the demo
 * markets and the largest US cities, so a view anywhere in the country has a landmark. Typed for
 * this project from the cities' well-known centre coordinates.
 */
export const CITY_LABELS: ReadonlyArray<readonly [string, number, number]> = [
  ['Sacramento', 38.5816, -121.4944],
  ['Elk Grove', 38.4088, -121.3716],
  ['Roseville', 38.7521, -121.288],
  ['Folsom', 38.678, -121.1761],
  ['San Francisco', 37.7749, -122.4194],
  ['Oakland', 37.8044, -122.2712],
  ['San Jose', 37.3382, -121.8863],
  ['Los Angeles', 34.0522, -118.2437],
  ['San Diego', 32.7157, -117.1611],
  ['Seattle', 47.6062, -122.3321],
  ['Portland', 45.5152, -122.6784],
  ['Las Vegas', 36.1699, -115.1398],
  ['Phoenix', 33.4484, -112.074],
  ['Salt Lake City', 40.7608, -111.891],
  ['Denver', 39.7392, -104.9903],
  ['Austin', 30.2672, -97.7431],
  ['San Antonio', 29.4241, -98.4936],
  ['Dallas', 32.7767, -96.797],
  ['Houston', 29.7604, -95.3698],
  ['Minneapolis', 44.9778, -93.265],
  ['Kansas City', 39.0997, -94.5786],
  ['Chicago', 41.8781, -87.6298],
  ['Nashville', 36.1627, -86.7816],
  ['Atlanta', 33.749, -84.388],
  ['Detroit', 42.3314, -83.0458],
  ['Charlotte', 35.2271, -80.8431],
  ['Miami', 25.7617, -80.1918],
  ['Orlando', 28.5383, -81.3792],
  ['Washington', 38.9072, -77.0369],
  ['Philadelphia', 39.9526, -75.1652],
  ['New York', 40.7128, -74.006],
  ['Boston', 42.3601, -71.0589],
];
