/** See verify-signature.mjs: the check the webhook documentation gives members. */
export declare function verifyFinfreeSignature(
  header: string | undefined,
  body: string,
  secret: string,
  nowSeconds?: number,
): boolean;
