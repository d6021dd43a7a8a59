/** The public page a document's QR code leads to. */
export const verificationPath = (publicId: string) => `/report/${publicId}`;
