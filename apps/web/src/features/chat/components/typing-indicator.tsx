/**
 * "Priya is typing…" under the messages. The status region stays in the page so that its
 * appearing is announced politely; its three dots are decoration.
 */
export function TypingIndicator({ name, isTyping }: { name: string; isTyping: boolean }) {
  return (
    <div role="status" className="min-h-6 bg-slate-50 px-4 pb-1 text-xs text-slate-600">
      {isTyping && (
        <span className="inline-flex items-center gap-1.5">
          <span className="inline-flex gap-0.5" aria-hidden>
            <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.3s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:-0.15s]" />
            <span className="size-1.5 animate-bounce rounded-full bg-slate-400" />
          </span>
          {name} is typing…
        </span>
      )}
    </div>
  );
}
