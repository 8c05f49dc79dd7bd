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
    static func fileNameProblem(_ name: String) -> Phrase? {
        if name.isEmpty { return Phrase("an empty file name", korean: "빈 파일 이름") }
        if name == "." || name == ".." { return Phrase("'\(name)' is not a file name", korean: "'\(name)': 파일 이름이 아닙니다") }
        if name.utf8.contains(UInt8(ascii: "/")) { return Phrase("'\(name)' is a path, not a file name", korean: "'\(name)': 파일 이름이 아니라 경로입니다") }
        if name.utf8.contains(0) { return Phrase("a file name holding a NUL character", korean: "NUL 문자가 든 파일 이름") }
        if name.utf8.count > maximumFileNameBytes {
            return Phrase("a file name longer than \(maximumFileNameBytes) bytes", korean: "\(maximumFileNameBytes)바이트보다 긴 파일 이름")
        }
        return nil
    }

    /// Why `name` cannot be the image of photo `id`, or nil when it can: a plain file name that
    /// starts with the ID (`1042.jpg`, `1042-1a2b3c4d.jpg`), so that no two photos share an image
    /// and no image is mistaken for a document or a write in progress.
    static func imageNameProblem(_ name: String, id: Int) -> Phrase? {
        if let problem = fileNameProblem(name) { return Phrase("image: ", korean: "이미지: ") + problem }
        guard name.hasPrefix("\(id).") || name.hasPrefix("\(id)-"), !name.hasSuffix(".json") else {
            return Phrase(
                "image '\(name)' is not a file name of photo \(id) (\(id).jpg, \(id).heic or \(id)-….jpg)",
                korean: "이미지 '\(name)': 사진 \(id)의 파일 이름이 아닙니다 (\(id).jpg, \(id).heic 또는 \(id)-….jpg)"
            )
        }
        return nil
    }

    /// Why `video` is not one poki writes for photo `id` (`1042.mp4` or `1042.mov`, a size, a
    /// SHA-256, a duration that is a number of seconds), or nil.
    static func videoProblem(_ video: PhotoVideo, id: Int) -> Phrase? {
        guard VideoContainer.Format.allCases.contains(where: { video.file == "\(id).\($0.fileExtension)" }) else {
            return Phrase(
                "video '\(video.file)' is not a video file name of photo \(id) (\(id).mp4 or \(id).mov)",
                korean: "영상 '\(video.file)': 사진 \(id)의 영상 파일 이름이 아닙니다 (\(id).mp4 또는 \(id).mov)"
            )
        }
        guard video.size >= 0 else { return Phrase("video size \(video.size) is negative", korean: "영상 크기가 음수입니다 (\(video.size))") }
        guard video.sha256.utf8.count == 64, video.sha256.utf8.allSatisfy(isLowerHexDigit) else {
            return Phrase("video sha256 '\(video.sha256)' is not 64 lower-case hex digits", korean: "영상 sha256 '\(video.sha256)': 소문자 16진수 64자리가 아닙니다")
        }
        if let duration = video.duration, !(duration.isFinite && duration >= 0) {
            return Phrase("video duration \(duration) is not a length", korean: "영상 길이로 쓸 수 없는 값입니다 (\(duration))")
        }
        return nil
    }

    /// Why `path` is not `<folder>/<plain file name>`, a picture path relative to the album
    /// (`poses/user-1000.jpg`, `profile/picture-1a2b3c4d.jpg`), or nil when it is one.
    static func picturePathProblem(_ path: String, folder: String) -> Phrase? {
        let prefix = folder + "/"
        guard path.hasPrefix(prefix) else { return Phrase("picture '\(path)' is not inside \(prefix)", korean: "사진 파일 '\(path)': \(prefix) 안에 있지 않습니다") }
        if let problem = fileNameProblem(String(path.dropFirst(prefix.count))) { return Phrase("picture: ", korean: "사진 파일: ") + problem }
        if path.dropFirst(prefix.count).hasPrefix(AtomicFile.temporaryPrefix) {
            return Phrase("picture '\(path)' names a temporary file", korean: "사진 파일 '\(path)': 임시 파일을 가리킵니다")
        }
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
    static func problem(in photo: Photo) -> Phrase? {
        guard Photo.idRange.contains(photo.id) else {
            return Phrase(
                "ID \(photo.id) is outside \(Photo.idRange.lowerBound)…\(Photo.idRange.upperBound)",
                korean: "ID \(photo.id): \(Photo.idRange.lowerBound)…\(Photo.idRange.upperBound) 범위 밖입니다"
            )
        }
        if photo.schemaVersion < 1 {
            return Phrase("schema version \(photo.schemaVersion) is not a version", korean: "스키마 버전으로 쓸 수 없는 값입니다 (\(photo.schemaVersion))")
        }
        if let problem = imageNameProblem(photo.image, id: photo.id) { return problem }
        guard photo.sha256.utf8.count == 64, photo.sha256.utf8.allSatisfy(isLowerHexDigit) else {
            return Phrase("sha256 '\(photo.sha256)' is not 64 lower-case hex digits", korean: "sha256 '\(photo.sha256)': 소문자 16진수 64자리가 아닙니다")
        }
        for (name, side) in [("width", photo.width), ("height", photo.height)] where !(1...maximumImageSide).contains(side) {
            return Phrase("\(name) \(side) is outside 1…\(maximumImageSide)", korean: "\(name) \(side): 1…\(maximumImageSide) 범위 밖입니다")
        }
        guard (1...8).contains(photo.orientation) else {
            return Phrase("orientation \(photo.orientation) is outside 1…8", korean: "orientation \(photo.orientation): 1…8 범위 밖입니다")
        }
        if let video = photo.video, let problem = videoProblem(video, id: photo.id) { return problem }
        if let edits = photo.edits, let problem = editsProblem(edits) { return problem }
        return paletteProblem(photo.palette)
    }

    /// Why `edits` is not a record poki writes (an edit without revisions, more than it keeps, a
    /// revision that is no short word, an added image that is no SHA-256), or nil.
    static func editsProblem(_ edits: PhotoEdits) -> Phrase? {
        for field in PhotoEdits.Field.allCases {
            guard let edit = edits[field] else { continue }
            guard (1...FieldEdit.historyLength).contains(edit.seen.count) else {
                return Phrase(
                    "edit of '\(field.rawValue)' holds \(edit.seen.count) revisions, not 1…\(FieldEdit.historyLength)",
                    korean: "'\(field.rawValue)' 수정 기록의 리비전이 \(edit.seen.count)개입니다 (1…\(FieldEdit.historyLength)개여야 합니다)"
                )
            }
            if let bad = edit.seen.first(where: { !(1...16).contains($0.utf8.count) || !$0.utf8.allSatisfy(isLowerHexDigit) }) {
                return Phrase(
                    "edit of '\(field.rawValue)' has the revision '\(bad)', not 1 to 16 lower-case hex digits",
                    korean: "'\(field.rawValue)' 수정 기록의 리비전 '\(bad)': 소문자 16진수 1~16자리가 아닙니다"
                )
            }
        }
        if let added = edits.addedImage, added.utf8.count != 64 || !added.utf8.allSatisfy(isLowerHexDigit) {
            return Phrase("edits' addedImage '\(added)' is not 64 lower-case hex digits", korean: "edits의 addedImage '\(added)': 소문자 16진수 64자리가 아닙니다")
        }
        return nil
    }

    /// Why `palette` is not one poki writes (a share outside 0…1, too many colours), or nil.
    static func paletteProblem(_ palette: Palette) -> Phrase? {
        guard palette.version >= 0 else {
            return Phrase("palette version \(palette.version) is not a version", korean: "팔레트 버전으로 쓸 수 없는 값입니다 (\(palette.version))")
        }
        guard palette.entries.count <= maximumPaletteColours else {
            return Phrase(
                "palette has \(palette.entries.count) colours, more than \(maximumPaletteColours)",
                korean: "팔레트의 색이 \(palette.entries.count)개로, \(maximumPaletteColours)개보다 많습니다"
            )
        }
        for entry in palette.entries where !(entry.share.isFinite && (0...1).contains(entry.share)) {
            return Phrase("palette share \(entry.share) is outside 0…1", korean: "팔레트 비율 \(entry.share): 0…1 범위 밖입니다")
        }
        return nil
    }

    static func isLowerHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
    }
}
