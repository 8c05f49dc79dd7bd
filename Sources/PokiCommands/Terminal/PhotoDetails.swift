import PokiAlbum
import PokiFetching

/// The lines `poki show` prints for one photo: user text made visible (``VisibleText``), times
/// in local time, and colour swatches when colour is on.
struct PhotoDetails {
    var photo: Photo
    var imagePath: String
    /// The session video's full path, when the photo has one.
    var videoPath: String?
    var terminal: TerminalSettings

    var lines: [String] {
        var lines = ["\(photo.id)  \(photo.date)  \(VisibleText.of(photo.tag.label))"]
        if photo.memo.isEmpty {
            lines.append("memo:     (none)")
        } else {
            let memoLines = photo.memo.split(separator: "\n", omittingEmptySubsequences: false)
            lines.append("memo:     " + VisibleText.of(String(memoLines[0])))
            lines += memoLines.dropFirst().map { "          " + VisibleText.of(String($0)) }
        }
        let palette = PaletteLines(palette: photo.palette, terminal: terminal)
        lines.append("colours:" + (terminal.usesColour ? "  " + palette.bar(indent: 10) : ""))
        lines += palette.entryLines(prefix: "          ")
        lines.append("          mean \(photo.meanColour.hex)" + (photo.palette.clearDominant ? "" : "; no clear dominant colour"))
        let byHand = photo.layoutSource == .user ? " (set by hand)" : ""
        if let print = photo.print {
            lines.append("print:    \(print.summary)\(byHand)")
            if let style = print.frameStyle { lines.append("frame:    \(style.name)") }
            if let text = print.text { lines.append("text:     " + PrintTextLine.describe(text)) }
        } else if photo.layoutSource == .user {
            lines.append("print:    not a print\(byHand)")
        }
        lines.append("size:     \(photo.width)x\(photo.height) \(photo.format.displayName), orientation \(photo.orientation)")
        if let captured = photo.capturedAt { lines.append("taken:    \(captured.iso8601)") }
        if let source = photo.dateSource { lines.append("day:      \(Self.origin(of: source))") }
        lines.append("added:    " + LocalTime.text(photo.addedAt))
        lines.append("original: " + VisibleText.of(photo.originalFileName))
        lines.append("sha256:   \(photo.sha256)")
        lines.append("image:    " + VisibleText.of(imagePath))
        if let video = photo.video, let videoPath {
            let length = video.duration.map { seconds in
                let tenths = Int((seconds * 10).rounded())
                return "\(tenths / 10).\(tenths % 10) s, "
            } ?? ""
            lines.append("video:    " + VisibleText.of(videoPath) + " (\(length)\(ByteSize.describe(Int64(video.size))))")
        }
        return lines
    }

    /// Where the photo's day came from, in words.
    static func origin(of source: DateSource) -> String {
        switch source {
        case .exif: return "from the EXIF date"
        case .exifDigitized: return "from the EXIF date it was digitized (DateTimeDigitized)"
        case .exifDateTime: return "from the EXIF date the file was last changed (DateTime)"
        case .xmp: return "from the XMP date"
        case .fileName: return "from the file name"
        case .print: return "printed on the print"
        case .mtime: return "from the day the file was last modified (--date-from mtime)"
        case .given: return "given"
        case .today: return "the day it was added (no date in its EXIF, XMP or file name)"
        }
    }
}
