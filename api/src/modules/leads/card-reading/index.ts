// Reading a paper business card or a badge's code into a lead's fields (issue 31), on this server with
// Tesseract (tesseract.js, Swedish, English and Finnish data from their npm packages), no outside service.
//
//   createCardReader().read(images)   a card's photos (front, back) → text, fields, confidence, ms
//   parseScannedCode(text, origins)   a scanned QR code's text → what it holds (vCard, MeCard, Dynacard link…)
//   parseCardText(text)               OCR text → fields (pure; the reader uses it with the type sizes it saw)
//
// Errors are typed (errors.ts): CardImageError and ScannedCodeTooLongError are the caller's (422; 413 for a
// picture over the byte limit if the route prefers), CardReadTimeoutError and CardReaderClosedError are ours.
// Bounds: MAX_IMAGES pictures of MAX_IMAGE_BYTES and MAX_IMAGE_PIXELS each; MAX_CODE_BYTES of code text.
export {
  CardImageError,
  type CardImageProblem,
  CardReaderClosedError,
  CardReadingError,
  CardReadTimeoutError,
  ScannedCodeTooLongError,
} from './errors';
export { type CardFields, emptyFields } from './fields';
export { parseCardText } from './parse-text';
export { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS, MAX_IMAGES } from './preprocess';
export { type CardReader, type CardReaderOptions, type CardReading, createCardReader } from './reader';
export { MAX_CODE_BYTES, parseScannedCode, type ScannedCode } from './scanned-code';
