// An answer body already serialised (and gzipped): cached answers skip JSON.stringify and gzip.
import zlib from 'node:zlib';

export class RawJson {
  readonly envelope: string;
  private gz: Buffer | null = null;
  constructor(bodyJson: string) {
    this.envelope = `{"code":200,"msg":"success","body":${bodyJson}}`;
  }
  /** gzip of the whole envelope, made once */
  get gzipped(): Buffer {
    this.gz ??= zlib.gzipSync(this.envelope, { level: 6 });
    return this.gz;
  }
}
