/**
 * Words of a home's description that are no filter and that the everyday word list lacks: the
 * materials, finishes, rooms and styles listings are written in. Known as they are, they are
 * never "corrected" into a filter's word ("stucco" is no slip of "studio", "terrazzo" none of
 * "terrace", "coffered" none of "covered"), nor offered as a sound-alike of one; they are not
 * targets a slip is read as.
 */
export const HOME_DESCRIPTION_WORDS: ReadonlySet<string> = new Set([
  // materials and finishes
  'stucco',
  'terrazzo',
  'travertine',
  'shiplap',
  'wainscot',
  'wainscoting',
  'clapboard',
  'cobblestone',
  'quartzite',
  'soapstone',
  'laminate',
  'parquet',
  'herringbone',
  'butcherblock',
  'backsplash',
  // ceilings, windows and roofs
  'coffered',
  'transom',
  'clerestory',
  'dormer',
  'mansard',
  'cupola',
  // rooms and structures
  'atrium',
  'solarium',
  'sunroom',
  'mudroom',
  'breezeway',
  'carport',
  'casita',
  'guesthouse',
  'pergola',
  'gazebo',
  'lanai',
  'wetbar',
  // styles and kinds
  'victorian',
  'tudor',
  'midcentury',
  'brownstone',
  'rowhouse',
  'walkup',
  'triplex',
  'fourplex',
  // gardens
  'xeriscape',
  'xeriscaped',
  'xeric',
  'koi',
]);
