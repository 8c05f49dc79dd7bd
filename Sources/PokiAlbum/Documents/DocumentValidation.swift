import PokiSystem
import PokiImaging

/// The rules every value read from an album's documents meets before poki uses it.
///
/// Documents are meant to be read, edited and synced by people and tools, so nothing in them is
/// trusted: a name poki joins to a folder must be a plain file name in that folder (else `image`
/// of `../../victim.txt` would make `trash --empty` delete a file outside the album), and every
/// number must lie in the range poki writes (else arithmetic on a `"share": 1e20` would trap).
/// A document breaking a rule is damaged: reading it throws ``DocumentError/corrupt(path:reason:)``.
enum DocumentValidation {
    /// Throws ``DocumentError/newerSchema(path:version:)`` for a document written by a newer poki.
    static func checkSchemaVersion(_ version: Int, supported: Int, path: String) throws {
        guard version <= supported else {
            throw DocumentError.newerSchema(path: path, version: version)
        }
    }

    /// Longest file name most file systems accept, in bytes.
    static let maximumFileNameBytes = 255
    /// Largest image side a document may record, in pixels (what a 32-bit image header can hold).
    static let maximumImageSide = Int(Int32.max)
    /// Most colours a stored palette may list.
    static let maximumPaletteColours = 256

    // MARK: Names

    /// Why `name` is not a plain file name directly inside a folder, or nil when it is one: it must
    /// not be empty, `.` or `..`, and must hold no `/` and no NUL.
    static func fileNameProblem(_ name: String) -> String? {
        if name.isEmpty { return "an empty file name" }
        if name == "." || name == ".." { return "'\(name)' is not a file name" }
        if name.utf8.contains(UInt8(ascii: "/")) { return "'\(name)' is a path, not a file name" }
        if name.utf8.contains(0) { return "a file name holding a NUL character" }
        if name.utf8.count > maximumFileNameBytes { return "a file name longer than \(maximumFileNameBytes) bytes" }
        return nil
    }

    /// Why `name` cannot be the image of photo `id`, or nil when it can: a plain file name that
    /// starts with the ID (`1042.jpg`, `1042-1a2b3c4d.jpg`), so that no two photos share an image
    /// and no image is mistaken for a document or a write in progress.
    static func imageNameProblem(_ name: String, id: Int) -> String? {
        if let problem = fileNameProblem(name) { return "image: \(problem)" }
        guard name.hasPrefix("\(id).") || name.hasPrefix("\(id)-"), !name.hasSuffix(".json") else {
            return "image '\(name)' is not a file name of photo \(id) (\(id).jpg, \(id).heic or \(id)-….jpg)"
        }
        return nil
    }

    /// Why `video` is not one poki writes for photo `id` (`1042.mp4` or `1042.mov`, a size, a
    /// SHA-256, a duration that is a number of seconds), or nil.
    static func videoProblem(_ video: PhotoVideo, id: Int) -> String? {
        guard VideoContainer.Format.allCases.contains(where: { video.file == "\(id).\($0.fileExtension)" }) else {
            return "video '\(video.file)' is not a video file name of photo \(id) (\(id).mp4 or \(id).mov)"
        }
        guard video.size >= 0 else { return "video size \(video.size) is negative" }
        guard video.sha256.utf8.count == 64, video.sha256.utf8.allSatisfy(isLowerHexDigit) else {
            return "video sha256 '\(video.sha256)' is not 64 lower-case hex digits"
        }
        if let duration = video.duration, !(duration.isFinite && duration >= 0) { return "video duration \(duration) is not a length" }
        return nil
    }

    /// Why `path` is not `<folder>/<plain file name>`, a picture path relative to the album
    /// (`poses/user-1000.jpg`, `profile/picture-1a2b3c4d.jpg`), or nil when it is one.
    static func picturePathProblem(_ path: String, folder: String) -> String? {
        let prefix = folder + "/"
        guard path.hasPrefix(prefix) else { return "picture '\(path)' is not inside \(prefix)" }
        if let problem = fileNameProblem(String(path.dropFirst(prefix.count))) { return "picture: \(problem)" }
        if path.dropFirst(prefix.count).hasPrefix(AtomicFile.temporaryPrefix) { return "picture '\(path)' names a temporary file" }
        return nil
    }

    // MARK: Photo documents

    /// The ID a document file name stands for: `1042` for `1042.json`. Nil for anything else,
    /// including names that are not the canonical decimal form (`01042.json`, `+1042.json`) or
    /// that lie outside ``Photo/idRange``.
    static func photoID(documentName name: String) -> Int? {
        guard name.hasSuffix(".json") else { return nil }
        return photoID(String(name.dropLast(5)))
    }

    /// `text` as a photo ID: canonical decimal digits within ``Photo/idRange``; nil otherwise.
    static func photoID(_ text: some StringProtocol) -> Int? {
        guard let id = decimal(text), Photo.idRange.contains(id) else { return nil }
        return id
    }

    /// `text` as a number written the way poki writes one: 1 to 18 ASCII digits without a
    /// leading zero (so never past `Int`, never `+1` or `01`); nil otherwise.
    static func decimal(_ text: some StringProtocol) -> Int? {
        let digits = text.utf8
        guard (1...18).contains(digits.count), digits.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
              digits.first != UInt8(ascii: "0") || digits.count == 1
        else { return nil }
        return Int(text)
    }

    /// Why `photo`'s values are not ones poki writes, or nil when they all are.
    static func problem(in photo: Photo) -> String? {
        guard Photo.idRange.contains(photo.id) else {
            return "ID \(photo.id) is outside \(Photo.idRange.lowerBound)…\(Photo.idRange.upperBound)"
        }
        if photo.schemaVersion < 1 { return "schema version \(photo.schemaVersion) is not a version" }
        if let problem = imageNameProblem(photo.image, id: photo.id) { return problem }
        guard photo.sha256.utf8.count == 64, photo.sha256.utf8.allSatisfy(isLowerHexDigit) else {
            return "sha256 '\(photo.sha256)' is not 64 lower-case hex digits"
        }
        for (name, side) in [("width", photo.width), ("height", photo.height)] where !(1...maximumImageSide).contains(side) {
            return "\(name) \(side) is outside 1…\(maximumImageSide)"
        }
        guard (1...8).contains(photo.orientation) else { return "orientation \(photo.orientation) is outside 1…8" }
        if let video = photo.video, let problem = videoProblem(video, id: photo.id) { return problem }
        if let edits = photo.edits, let problem = editsProblem(edits) { return problem }
        return paletteProblem(photo.palette)
    }

    /// Why `edits` is not a record poki writes (an edit without revisions, more than it keeps, a
    /// revision that is no short word, an added image that is no SHA-256), or nil.
    static func editsProblem(_ edits: PhotoEdits) -> String? {
        for field in PhotoEdits.Field.allCases {
            guard let edit = edits[field] else { continue }
            guard (1...FieldEdit.historyLength).contains(edit.seen.count) else {
                return "edit of '\(field.rawValue)' holds \(edit.seen.count) revisions, not 1…\(FieldEdit.historyLength)"
            }
            if let bad = edit.seen.first(where: { !(1...16).contains($0.utf8.count) || !$0.utf8.allSatisfy(isLowerHexDigit) }) {
                return "edit of '\(field.rawValue)' has the revision '\(bad)', not 1 to 16 lower-case hex digits"
            }
        }
        if let added = edits.addedImage, added.utf8.count != 64 || !added.utf8.allSatisfy(isLowerHexDigit) {
            return "edits' addedImage '\(added)' is not 64 lower-case hex digits"
        }
        return nil
    }

    /// Why `palette` is not one poki writes (a share outside 0…1, too many colours), or nil.
    static func paletteProblem(_ palette: Palette) -> String? {
        guard palette.version >= 0 else { return "palette version \(palette.version) is not a version" }
        guard palette.entries.count <= maximumPaletteColours else {
            return "palette has \(palette.entries.count) colours, more than \(maximumPaletteColours)"
        }
        for entry in palette.entries where !(entry.share.isFinite && (0...1).contains(entry.share)) {
            return "palette share \(entry.share) is outside 0…1"
        }
        return nil
    }

    static func isLowerHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
