// Test fixtures shared by the server's and the web's tests (not part of the runtime API).
export { EDITOR_HTML, type EditorBlock } from './editor-html';
