/** The demo provider's label as the API sends it (stories cannot import the worker's constant). */
export const DEMO_PAYMENT_LABEL_TEXT = 'Demo payment — no money moves';
