import PokiSystem

/// Two versions of one photo's document that two devices changed while apart, made one, field by
/// field: Syncthing keeps one under `photos/<id>.json` and sets the other aside as a conflict copy.
///
/// Each field the user edits (``PhotoEdits/Field``) comes from the version whose edit saw the
/// other's value (``FieldEdit/supersedes(_:)``); when neither saw the other's (both devices edited
/// it), the later edit wins, except the memo: two memos written apart are both kept, the later
/// first, the other after a line that says where it came from. What poki works out from the image
/// (palette, size, the print's text) follows the image. The merge is the same on both devices
/// and merging a version twice changes nothing, so a device that merges again, or merges what the
/// other already merged, agrees.
enum PhotoMerge {
    /// Whether `one` and `other` are versions of the same photo, not two photos that got the same
    /// ID on two devices: added at the same second with the same image (the one it was added
    /// with, whatever replaced it since) and from the same file name.
    static func areVersions(_ one: Photo, _ other: Photo) -> Bool {
        guard one.id == other.id, one.addedAt == other.addedAt, one.addedImageSHA256 == other.addedImageSHA256 else { return false }
        // Versions keep the name the photo was added from until an image replaces it.
        return one.edits?.image != nil || other.edits?.image != nil || one.originalFileName == other.originalFileName
    }

    /// `ours` (the version under the document's name) and `theirs` (the conflict copy), versions
    /// of one photo, made one.
    static func merged(_ ours: Photo, _ theirs: Photo) -> Photo {
        var photo = ours
        var edits = ours.edits ?? PhotoEdits()
        // The image first: the print layout read from an image goes with it.
        for field in [PhotoEdits.Field.image, .memo, .tag, .date, .print] {
            if field == .print, ours.sha256 != theirs.sha256 { continue }
            let mine = ours.edits?[field], other = theirs.edits?[field]
            if mine == nil, other == nil {
                // Neither edited it, yet the values differ (two devices added the same file in the
                // same second): both memos are kept, else the greater value, alike on both.
                guard !sameValue(of: field, ours, theirs) else { continue }
                if field == .memo {
                    photo.memo = [ours.memo, theirs.memo].sorted().joined(separator: "\n\n\(memoMark) \(ours.addedAt):\n")
                    let hash = combined(FieldEdit(at: ours.addedAt, seen: [ours.memo]), FieldEdit(at: ours.addedAt, seen: [theirs.memo]))
                    edits.memo = FieldEdit(at: ours.addedAt, seen: [hash.revision])
                } else if key(of: field, theirs) > key(of: field, ours) {
                    take(field, from: theirs, into: &photo)
                }
                continue
            }
            let minesSeen = mine?.supersedes(other) ?? (other == nil), othersSeen = other?.supersedes(mine) ?? (mine == nil)
            if minesSeen && othersSeen { continue }
            if othersSeen || minesSeen {
                // One edit saw the other: it wins, value and record.
                if othersSeen {
                    take(field, from: theirs, into: &photo)
                    edits[field] = other
                }
                continue
            }
            // Concurrent: made one under a revision both devices work out alike.
            let both = combined(mine!, other!)
            edits[field] = both
            if sameValue(of: field, ours, theirs) { continue }
            if field == .memo {
                photo.memo = keptBoth(ours, theirs)
            } else if other!.at > mine!.at || (other!.at == mine!.at && key(of: field, theirs) > key(of: field, ours)) {
                take(field, from: theirs, into: &photo)
            }
        }
        // The image the photo was added with is what makes the versions one photo: kept whichever
        // version's image stays.
        edits.addedImage = ours.edits?.addedImage ?? theirs.edits?.addedImage
        photo.edits = edits.isEmpty ? nil : edits
        photo.video = photo.video ?? theirs.video
        return photo
    }

    /// The record of a value made from two concurrent edits: a revision derived from both (the
    /// same on every device), over both histories.
    private static func combined(_ one: FieldEdit, _ other: FieldEdit) -> FieldEdit {
        let pair = [one.revision, other.revision].sorted().joined(separator: "+")
        var hash: UInt32 = 0x811C_9DC5
        for byte in pair.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 0x0100_0193
        }
        let digits = String(hash, radix: 16)
        let revision = String(repeating: "0", count: 8 - digits.count) + digits
        // Interleaved newest first, in an order that does not depend on which is which.
        let (one, other) = one.revision <= other.revision ? (one, other) : (other, one)
        var history: [String] = []
        for (left, right) in zip(one.seen + Array(repeating: "", count: max(0, other.seen.count - one.seen.count)),
                                 other.seen + Array(repeating: "", count: max(0, one.seen.count - other.seen.count))) {
            for revision in [left, right] where !revision.isEmpty && !history.contains(revision) { history.append(revision) }
        }
        return FieldEdit(at: max(one.at, other.at), seen: Array(([revision] + history).prefix(FieldEdit.historyLength)))
    }

    private static func sameValue(of field: PhotoEdits.Field, _ one: Photo, _ other: Photo) -> Bool {
        switch field {
        case .memo: one.memo == other.memo
        case .tag: one.tag == other.tag
        case .date: one.date == other.date && one.dateSource == other.dateSource
        case .print: one.print == other.print && one.layoutSource == other.layoutSource
        case .image: one.sha256 == other.sha256
        }
    }

    /// A value to order two versions of `field` by when nothing else does.
    private static func key(of field: PhotoEdits.Field, _ photo: Photo) -> String {
        switch field {
        case .memo: photo.memo
        case .tag: photo.tag.label
        case .date: "\(photo.date) \(photo.dateSource?.rawValue ?? "")"
        case .print: "\(photo.print.map { "\($0.layout.rows)x\($0.layout.columns) \($0.cuts)" } ?? "none") \(photo.layoutSource?.rawValue ?? "")"
        case .image: photo.sha256
        }
    }

    private static func take(_ field: PhotoEdits.Field, from theirs: Photo, into photo: inout Photo) {
        switch field {
        case .memo: photo.memo = theirs.memo
        case .tag: photo.tag = theirs.tag
        case .date:
            photo.date = theirs.date
            photo.dateSource = theirs.dateSource
        case .print:
            let qr = photo.qr
            photo.analysis = theirs.analysis
            photo.qr = qr
            photo.layoutSource = theirs.layoutSource
        case .image:
            photo.image = theirs.image
            photo.sha256 = theirs.sha256
            photo.originalFileName = theirs.originalFileName
            photo.analysis = theirs.analysis
            photo.layoutSource = theirs.layoutSource
        }
    }

    /// The memo of both versions: the later edit's first, then the other's under a line that
    /// says when it was written.
    private static func keptBoth(_ ours: Photo, _ theirs: Photo) -> String {
        let mine = ours.edits?.memo?.at ?? ours.addedAt, other = theirs.edits?.memo?.at ?? theirs.addedAt
        let (first, second, time) = mine >= other ? (ours, theirs, other) : (theirs, ours, mine)
        return "\(first.memo)\n\n\(memoMark) \(time):\n\(second.memo)"
    }

    /// The start of the line before a memo kept from the other version.
    static let memoMark = "--- also written on another device at"
}
