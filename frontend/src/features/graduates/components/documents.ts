import { DOCUMENT_KINDS, type DocumentKind, type GraduateAction, type IssuedDocument } from '../api/types';

export interface IssueChoice {
  kind: DocumentKind;
  duplicate: boolean;
  /** A valid document of the kind exists: issuing anew revokes it. */
  replaces: boolean;
}

/** The documents the record allows now, each once, in the order of the kinds: the original, then its duplicate. */
export function issueChoices(actions: readonly GraduateAction[], documents: readonly IssuedDocument[]): IssueChoice[] {
  const valid = (kind: DocumentKind) => documents.some((document) => document.kind === kind && !document.duplicate && document.status === 'VALID');
  return DOCUMENT_KINDS.flatMap((kind) => {
    const choices: IssueChoice[] = [];
    if (actions.includes(kind)) choices.push({ kind, duplicate: false, replaces: valid(kind) });
    if (actions.includes(`${kind}_DUPLICATE`) && valid(kind)) choices.push({ kind, duplicate: true, replaces: false });
    return choices;
  });
}

/** The public address a document's QR code opens. */
