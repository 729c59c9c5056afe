// The errors of card reading, typed so that a route answers each as it should: the input ones are the
// caller's (422, or 413 for a picture over the size limit), a timeout or a closed reader is ours (retry later).

/** Every error this folder throws on purpose. */
export class CardReadingError extends Error {}

export type CardImageProblem =
  /** No picture given. */
  | 'no-image'
  /** More pictures than a card has sides (limit: MAX_IMAGES). */
  | 'too-many-images'
  /** A picture over MAX_IMAGE_BYTES. */
  | 'too-large'
  /** A picture of more than MAX_IMAGE_PIXELS, said by its header before it is decoded (or caught decoding). */
  | 'too-many-pixels'
  /** Not a picture sharp reads as JPEG, PNG, WebP, GIF, TIFF, HEIF/AVIF. */
  | 'not-an-image';

/** A picture refused before it is read; `index` is its place in the list given (absent for the list itself). */
export class CardImageError extends CardReadingError {
  constructor(
    readonly problem: CardImageProblem,
    readonly limit?: number,
    readonly index?: number,
  ) {
    super(`card image refused: ${problem}${index === undefined ? '' : ` (picture ${index + 1})`}`);
    this.name = 'CardImageError';
  }
}

/** A read that did not finish within its deadline; the worker that ran it was replaced. */
export class CardReadTimeoutError extends CardReadingError {
  constructor(readonly timeoutMs: number) {
    super(`card reading took longer than ${timeoutMs} ms`);
    this.name = 'CardReadTimeoutError';
  }
}

/** A read asked of a reader that was closed. */
export class CardReaderClosedError extends CardReadingError {
  constructor() {
    super('the card reader is closed');
    this.name = 'CardReaderClosedError';
  }
}

/** A scanned code's text over MAX_CODE_BYTES (a QR code holds at most about 3 KB; more is not a badge). */
export class ScannedCodeTooLongError extends CardReadingError {
  constructor(
    readonly bytes: number,
    readonly limit: number,
  ) {
    super(`scanned code of ${bytes} bytes is over the limit of ${limit}`);
    this.name = 'ScannedCodeTooLongError';
  }
}
