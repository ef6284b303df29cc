import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type ChainedCommands, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link as LinkIcon,
  List,
  ListOrdered,
  type LucideIcon,
} from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/utils/translation";
import { showToast } from "~/components/toaster";
import { isImage, type MediaUploadResponse } from "~/media/media";
import { useLanguage } from "~/utils/language";
import type { ToastInput } from "~/utils/toast";
import { cn } from "~/utils/misc";

// TipTap (ProseMirror) over the post's content textarea: loaded only by the post editor, once
// the page runs (post-editor-form.tsx imports it lazily). The textarea stays in the form and
// receives the editor's HTML, so the action reads the same field with or without JavaScript;
// the server sanitizes it with the allow-list that renders it.

/** Markup the editor's schema has no node for: it would drop it, so such a post keeps the plain textarea. */
const UNEDITABLE = "table, iframe, figure, figcaption";

/** Whether the editor can load this HTML without losing any of it. */
export function isEditable(html: string) {
  return !new DOMParser().parseFromString(html, "text/html").querySelector(UNEDITABLE);
}

const extensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // Not in the allow-list (sanitize-html.server.ts): they would vanish on save.
    strike: false,
    underline: false,
    // The server sets rel on links to other sites and drops target.
    link: { openOnClick: false, HTMLAttributes: { target: null, rel: null } },
  }),
  Image,
];

/**
 * A file picked for the content, uploaded to the staff member's media by the media page's
 * route: its address, or null once the route's reason (or a network failure) is shown.
 */
async function uploadImage(file: File, language: string, failed: ToastInput) {
  const body = new FormData();
  body.append("file", file);
  try {
    const response = await fetch(`/resources/media-upload?lang=${language}`, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json()) as MediaUploadResponse;
    if (answer.ok && answer.url) return answer.url;
    showToast(answer.ok ? failed : answer.toast);
  } catch {
    showToast(failed);
  }
  return null;
}

/** The toolbar's formats: each toggles a mark or a block, and shows pressed where the selection has it. */
const formats: Array<{
  name: "bold" | "italic" | "heading2" | "heading3" | "bulletList" | "orderedList";
  icon: LucideIcon;
  activeWhen: [string, Record<string, number>?];
  toggle: (chain: ChainedCommands) => ChainedCommands;
}> = [
  { name: "bold", icon: Bold, activeWhen: ["bold"], toggle: (chain) => chain.toggleBold() },
  { name: "italic", icon: Italic, activeWhen: ["italic"], toggle: (chain) => chain.toggleItalic() },
  {
    name: "heading2",
    icon: Heading2,
    activeWhen: ["heading", { level: 2 }],
    toggle: (chain) => chain.toggleHeading({ level: 2 }),
  },
  {
    name: "heading3",
    icon: Heading3,
    activeWhen: ["heading", { level: 3 }],
    toggle: (chain) => chain.toggleHeading({ level: 3 }),
  },
  { name: "bulletList", icon: List, activeWhen: ["bulletList"], toggle: (chain) => chain.toggleBulletList() },
  { name: "orderedList", icon: ListOrdered, activeWhen: ["orderedList"], toggle: (chain) => chain.toggleOrderedList() },
];

function ToolbarButton({
  label,
  active,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={active}
      // A mouse press leaves the focus (and the selection) in the editor: moved to the
      // button, it came back only a frame later, and a key typed in between was lost.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        "rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none",
        active && "bg-brand-50 text-brand-700",
      )}
    >
      {children}
    </button>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation("admin");
  const language = useLanguage();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      formats: formats.map((format) => current.isActive(...format.activeWhen)),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();

  function editLink() {
    const href = window.prompt(t("posts.editor.linkPrompt"), String(editor.getAttributes("link").href ?? ""));
    if (href === null) return;
    if (href.trim() === "") chain().extendMarkRange("link").unsetLink().run();
    else chain().extendMarkRange("link").setLink({ href: href.trim() }).run();
  }

  async function insertImage(file: File | undefined) {
    if (picker.current) picker.current.value = "";
    if (!file) return;
    if (!isImage(file.type)) {
      showToast({
        title: t("posts.editor.imageFailed"),
        description: t("posts.errors.coverNotImage"),
        variant: "destructive",
      });
      return;
    }
    const alt = window.prompt(t("posts.editor.imageAltPrompt"));
    if (!alt?.trim()) return;
    setUploading(true);
    const src = await uploadImage(file, language, { title: t("posts.editor.imageFailed"), variant: "destructive" });
    setUploading(false);
    if (src) chain().setImage({ src, alt: alt.trim() }).run();
  }

  return (
    <div
      role="toolbar"
      aria-label={t("posts.editor.toolbar")}
      className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
    >
      {formats.map((format, index) => (
        <ToolbarButton
          key={format.name}
          label={t(`posts.editor.${format.name}`)}
          active={active.formats[index]}
          onClick={() => format.toggle(chain()).run()}
        >
          <format.icon className="size-4" aria-hidden />
        </ToolbarButton>
      ))}
      <ToolbarButton label={t("posts.editor.link")} active={active.link} onClick={editLink}>
        <LinkIcon className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label={uploading ? t("posts.editor.uploading") : t("posts.editor.image")}
        onClick={() => picker.current?.click()}
      >
        <ImagePlus className="size-4" aria-hidden />
      </ToolbarButton>
      <input
        ref={picker}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp,image/avif"
        hidden
        data-testid="content-image-picker"
        onChange={(event) => void insertImage(event.target.files?.[0])}
      />
    </div>
  );
}

/**
 * The rich-text editor over `textarea` (hidden while the editor shows): starts from the
 * textarea's text and writes its HTML back at every change.
 */
export function RichTextEditor({ textarea, label }: { textarea: HTMLTextAreaElement; label: string }) {
  const editor = useEditor({
    extensions,
    content: textarea.value,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": label,
        ...(textarea.getAttribute("aria-describedby")
          ? { "aria-describedby": textarea.getAttribute("aria-describedby") ?? "" }
          : {}),
        class: "prose-post min-h-80 max-w-none px-3 py-2.5 focus:outline-none",
      },
    },
    onUpdate: ({ editor: current }) => {
      textarea.value = current.isEmpty ? "" : current.getHTML();
    },
  });
  // The textarea hides while an editor shows. An effect rather than the editor's
  // onCreate/onDestroy: React's StrictMode (development) creates a second editor before it
  // destroys the first, whose onDestroy would show the textarea again beside the editor.
  useEffect(() => {
    if (!editor) return;
    textarea.hidden = true;
    return () => {
      textarea.hidden = false;
    };
  }, [editor, textarea]);
  if (!editor) return null;
  return (
    <div className="rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
