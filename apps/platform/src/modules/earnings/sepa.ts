/**
 * A SEPA credit transfer initiation (ISO 20022 pain.001.001.03, as French banks take it): one payment from the
 * school's account, one transfer per instructor paid. Amounts are in euros with two decimals; `CtrlSum` is the sum of
 * the transfers, `NbOfTxs` their count, in the group header and in the payment.
 */

export type SepaParty = { name: string; iban: string; bic: string | null };
export type SepaTransfer = SepaParty & { endToEndId: string; cents: number; remittance: string };
export type SepaFile = {
  messageId: string;
  /** ISO instant, seconds precision. */
  createdAt: string;
  executionDate: string;
  payer: SepaParty;
  transfers: SepaTransfer[];
};

/** Text as SEPA allows it (the Latin character set): accents dropped, any other character a space, at most `max`. */
export function sepaText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9/\-?:().,'+ ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');
const euros = (cents: number) => (cents / 100).toFixed(2);
const agent = (bic: string | null) =>
  bic ? `<FinInstnId><BIC>${xml(bic)}</BIC></FinInstnId>` : '<FinInstnId><Othr><Id>NOTPROVIDED</Id></Othr></FinInstnId>';

export function sepaXml(f: SepaFile): string {
  const total = euros(f.transfers.reduce((n, t) => n + t.cents, 0));
  const count = String(f.transfers.length);
  const transfers = f.transfers.map(
    (t) => `
      <CdtTrfTxInf>
        <PmtId><EndToEndId>${xml(sepaText(t.endToEndId, 35))}</EndToEndId></PmtId>
        <Amt><InstdAmt Ccy="EUR">${euros(t.cents)}</InstdAmt></Amt>
        ${t.bic ? `<CdtrAgt>${agent(t.bic)}</CdtrAgt>` : ''}
        <Cdtr><Nm>${xml(sepaText(t.name, 70))}</Nm></Cdtr>
        <CdtrAcct><Id><IBAN>${xml(t.iban)}</IBAN></Id></CdtrAcct>
        <RmtInf><Ustrd>${xml(sepaText(t.remittance, 140))}</Ustrd></RmtInf>
      </CdtTrfTxInf>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <CstmrCdtTrfInitn>
    <GrpHdr>
      <MsgId>${xml(sepaText(f.messageId, 35))}</MsgId>
      <CreDtTm>${f.createdAt}</CreDtTm>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <InitgPty><Nm>${xml(sepaText(f.payer.name, 70))}</Nm></InitgPty>
    </GrpHdr>
    <PmtInf>
      <PmtInfId>${xml(sepaText(f.messageId, 35))}</PmtInfId>
      <PmtMtd>TRF</PmtMtd>
      <BtchBookg>true</BtchBookg>
      <NbOfTxs>${count}</NbOfTxs>
      <CtrlSum>${total}</CtrlSum>
      <PmtTpInf><SvcLvl><Cd>SEPA</Cd></SvcLvl></PmtTpInf>
      <ReqdExctnDt>${f.executionDate}</ReqdExctnDt>
      <Dbtr><Nm>${xml(sepaText(f.payer.name, 70))}</Nm></Dbtr>
      <DbtrAcct><Id><IBAN>${xml(f.payer.iban)}</IBAN></Id></DbtrAcct>
      <DbtrAgt>${agent(f.payer.bic)}</DbtrAgt>
      <ChrgBr>SLEV</ChrgBr>${transfers.join('')}
    </PmtInf>
  </CstmrCdtTrfInitn>
</Document>
`;
}
