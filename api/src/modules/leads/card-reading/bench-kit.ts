// The way in for bench/card-reading.ts (code outside the modules enters one only through its index.ts or a
// kit, .dependency-cruiser.cjs): the reader and the parser, as the leads module uses them.
export { type CardFields, createCardReader, emptyFields, parseCardText } from './index';
