/** A legal text (user agreement, privacy policy): numbered sections of plain paragraphs. */
export interface LegalSection {
  heading: string;
  paragraphs: string[];
}
export interface LegalDoc {
  title: string;
  /** Shown under the title; when the text last changed matters to the reader. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}
