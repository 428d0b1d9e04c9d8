/**
 * Requests reach MSW as Node's `Request`, which Vitest's jsdom environment builds from the page's
 * FormData by copying each file into a nameless Blob: every upload would arrive named "blob"
 * (vitest `createCompatUtils`). Node's Request also serialises any object that looks like a
 * FormData (undici `isFormDataLike`), reading each file's name, type, size and stream; this hands
 * it such a view of the page's FormData, so files keep their names on the way to the fake server.
 */
const readBytes = (file: Blob) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the upload'));
    reader.readAsArrayBuffer(file);
  });

/** jsdom's File has no stream(): one that reads its bytes when the request is sent. */
const streamable = (file: File) => ({
  name: file.name,
  type: file.type,
  size: file.size,
  stream: () =>
    new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(await readBytes(file));
        controller.close();
      },
    }),
});

const formDataView = (form: FormData) => {
  const entries = [...form].map(([key, value]) =>
    typeof value === 'string' ? [key, value] : [key, streamable(value)],
  );
  return {
    [Symbol.toStringTag]: 'FormData',
    [Symbol.iterator]: () => entries[Symbol.iterator](),
    append: form.append.bind(form),
    delete: form.delete.bind(form),
    get: form.get.bind(form),
    getAll: form.getAll.bind(form),
    has: form.has.bind(form),
    set: form.set.bind(form),
  };
};

export const keepUploadNames = () => {
  const EnvironmentRequest = globalThis.Request;
  globalThis.Request = class extends EnvironmentRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      const body = init?.body instanceof FormData ? formDataView(init.body) : init?.body;
      super(input, init && ({ ...init, body } as RequestInit));
    }
  };
};
