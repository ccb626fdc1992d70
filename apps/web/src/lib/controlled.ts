/** A controlled input's props: the value it shows, and what a change calls with the new one. */
export interface Controlled<T> {
  value: T;
  onChange: (value: T) => void;
}
