/// A source of a photo's day that poki takes only when asked (`--date-from`), because it is
/// often wrong: tried after the image's metadata and its file name, before today.
public enum DateFallback: String, Sendable, CaseIterable {
    /// The file's modification time, in local time: right for files copied straight off a camera
    /// or a phone, wrong for anything edited, downloaded or restored since.
    case mtime
}
