import PokiSystem
import PokiAlbum
import PokiImaging

/// The name a shared copy takes: `<day>_<tag>_<id>.<ext>`, e.g. `2026-03-12_인생네컷_1003.jpg`.
enum ShareName {
    /// The file name for `photo`'s copy in `format`. The tag is made safe for any file system a copy may travel to:
    /// path separators, characters Windows refuses (`\ : * ? " < > |`), control characters and
    /// whitespace become `-`, and leading dots are dropped; Hangul and other letters stay.
    static func fileName(for photo: Photo, format: ImageFormat) -> String {
        let fileExtension = format.fileExtension
        return "\(photo.date)_\(safe(photo.tag.label))_\(photo.id).\(fileExtension)"
    }

    /// The file name for the copy of `photo`'s session video: the photo's, with the video's extension.
    static func videoFileName(for photo: Photo, video: PhotoVideo) -> String {
        "\(photo.date)_\(safe(photo.tag.label))_\(photo.id).\(video.fileExtension)"
    }

    /// `label` as a piece of a file name (never empty).
    static func safe(_ label: String) -> String {
        let refused = Set("/\\:*?\"<>|".unicodeScalars)
        var scalars = String.UnicodeScalarView()
        for scalar in label.unicodeScalars {
            let replace = refused.contains(scalar) || ControlCharacters.contains(scalar) || scalar.properties.isWhitespace
            scalars.append(replace ? "-" : scalar)
        }
        var text = String(scalars)
        while text.hasPrefix(".") { text.removeFirst() }
        return text.isEmpty ? "tag" : text
    }
}
