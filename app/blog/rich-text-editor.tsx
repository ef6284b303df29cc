import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { Bold, Heading2, Heading3, ImagePlus, Italic, Link as LinkIcon, List, ListOrdered } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { showToast } from "~/components/toaster";
import { isImage, type MediaUploadResponse } from "~/media/media";
import { useLanguage } from "~/utils/language";
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

/** A file picked for the content: uploaded to the staff member's media (the media page's route); its address, or null. */
async function uploadImage(file: File, language: string) {
  const body = new FormData();
  body.append("file", file);
  try {
    const response = await fetch(`/resources/media-upload?lang=${language}`, {
      method: "POST",
      body,
      headers: { Accept: "application/json" },
    });
    const answer = (await response.json()) as MediaUploadResponse;
    if (!answer.ok || !answer.url) showToast(answer.toast);
    return answer.ok ? (answer.url ?? null) : null;
  } catch {
    return null;
  }
}

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
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h2: current.isActive("heading", { level: 2 }),
      h3: current.isActive("heading", { level: 3 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
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
    const src = await uploadImage(file, language);
    setUploading(false);
    if (src) chain().setImage({ src, alt: alt.trim() }).run();
    else showToast({ title: t("posts.editor.imageFailed"), variant: "destructive" });
  }

  return (
    <div
      role="toolbar"
      aria-label={t("posts.editor.toolbar")}
      className="flex flex-wrap gap-1 border-b border-slate-200 p-1"
    >
      <ToolbarButton label={t("posts.editor.bold")} active={active.bold} onClick={() => chain().toggleBold().run()}>
        <Bold className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label={t("posts.editor.italic")}
        active={active.italic}
        onClick={() => chain().toggleItalic().run()}
      >
        <Italic className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label={t("posts.editor.heading2")}
        active={active.h2}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      >
        <Heading2 className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label={t("posts.editor.heading3")}
        active={active.h3}
        onClick={() => chain().toggleHeading({ level: 3 }).run()}
      >
        <Heading3 className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label={t("posts.editor.bulletList")}
        active={active.bulletList}
        onClick={() => chain().toggleBulletList().run()}
      >
        <List className="size-4" aria-hidden />
      </ToolbarButton>
      <ToolbarButton
        label={t("posts.editor.orderedList")}
        active={active.orderedList}
        onClick={() => chain().toggleOrderedList().run()}
      >
        <ListOrdered className="size-4" aria-hidden />
      </ToolbarButton>
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
    onCreate: () => (textarea.hidden = true),
    onDestroy: () => (textarea.hidden = false),
    onUpdate: ({ editor: current }) => {
      textarea.value = current.isEmpty ? "" : current.getHTML();
    },
  });
  if (!editor) return null;
  return (
    <div className="rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/20">
      <Toolbar editor={editor} />
      <EditorContent editor={editor} />
    </div>
  );
}
