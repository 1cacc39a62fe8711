// Why a file could not be opened (kept apart from prepare.ts: the widget names it without loading
// the layout code, which travels with the modeler's chunk).

/** The file holds no process (nothing to design). */
export class NoProcessError extends Error {
  constructor() {
    super('no bpmn:process in the file');
    this.name = 'NoProcessError';
  }
}
