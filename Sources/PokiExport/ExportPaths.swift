import PokiSystem
import PokiAlbum
import PokiImaging

/// Where each thing goes in an export folder. poki owns these names; a later export rewrites or
/// removes only files its marker lists.
///
///     index.html, calendar.html, poses.html, style.css
///     photos/<id>.html            one page per photo
///     tags/<key>.html             the feed of one tag (key: start of the label's SHA-256)
///     thumbs/<id>-<sha8>.jpg      about 480 pixels on the long side
///     images/<id>-<sha8>.jpg      about 1600 pixels on the long side
///     originals/<id>-<sha8>.<ext> the album's own file, with --originals
///     videos/<id>-<sha8>.<ext>    the photo's session video, without its location and device
///
/// A picture's name carries the start of its image's SHA-256, so a browser never shows a cached
/// picture after the photo's image was replaced.
enum ExportPaths {
    static let index = "index.html"
    static let calendar = "calendar.html"
    static let poses = "poses.html"
    static let styleSheet = "style.css"
    /// The folders pictures and pages go into, besides the top level.
    static let folders = ["photos", "tags", "thumbs", "images", "originals", "videos"]

    static func page(of photo: Photo) -> String {
        "photos/\(photo.id).html"
    }

    static func thumbnail(of photo: Photo) -> String {
        "thumbs/\(pictureStem(of: photo)).\(ImageFormat.jpeg.fileExtension)"
    }

    static func screenPicture(of photo: Photo) -> String {
        "images/\(pictureStem(of: photo)).\(ImageFormat.jpeg.fileExtension)"
    }

    static func original(of photo: Photo) -> String {
        // A format poki does not rewrite (WebP, HEIF) is published as a JPEG, which every browser shows.
        "originals/\(pictureStem(of: photo)).\(photo.format.writtenFormat.fileExtension)"
    }

    /// The copy of `photo`'s session video, named by the start of the video's own SHA-256.
    static func video(of photo: Photo, _ video: PhotoVideo) -> String {
        "videos/\(photo.id)-\(video.sha256.prefix(8)).\(video.fileExtension)"
    }

    static func tagPage(label: String) -> String {
        "tags/\(SHA256.hex(of: Array(label.utf8)).prefix(12)).html"
    }

    private static func pictureStem(of photo: Photo) -> String {
        "\(photo.id)-\(photo.sha256.prefix(8))"
    }

    /// Whether `path` is a name an export makes: a plain file at the top or in one of ``folders``,
    /// never `..`, a hidden name or anything deeper, so a hand-edited marker cannot make an export
    /// remove a file outside its own names.
    static func isOwnedRelativePath(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard let name = parts.last, !name.isEmpty, !name.hasPrefix("."), parts.count <= 2 else { return false }
        if parts.count == 2 { return folders.contains(String(parts[0])) }
        return [index, calendar, poses, styleSheet].contains(path)
    }
}
