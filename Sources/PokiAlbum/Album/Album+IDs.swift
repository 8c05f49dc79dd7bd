import PokiSystem
import PokiImaging

/// Photo IDs: handing them out so that none is given twice or written over a photo, whatever the
/// `counter` file says.
///
/// `counter` holds the next ID and normally only grows. It is trusted only as far as it is sane:
/// when it is missing, holds something that is not a number within ``Photo/idRange`` (`banana`,
/// `-5`, `9223372036854775807`), or is behind an ID in use (an older backup's counter), the next
/// ID is computed from the IDs in use instead, and the writer sets the counter past it. IDs in use
/// are those named by the documents and images in `photos/`, `images/`, `trash/` and
/// `quarantine/`, and every ID up to `retired-id`, the highest one `trash --empty` removed for
/// good, so an ID is never reused even after its photo is gone and the counter lost.
extension Album {
    /// What the `counter` or `retired-id` file holds.
    enum IDRecord: Equatable {
        case missing
        case valid(Int)
        /// Anything else, as text (possibly cut short).
        case invalid(String)
    }

    // MARK: Reading

    /// The counter: valid when it holds a decimal number from the first ID to one past the last.
    func counterRecord() throws -> IDRecord {
        try readRecord(at: layout.counter, valid: Photo.idRange.lowerBound...(Photo.idRange.upperBound + 1))
    }

    /// The highest ID `trash --empty` removed for good: valid when it is an ID.
    func retiredIDRecord() throws -> IDRecord {
        try readRecord(at: layout.retiredID, valid: Photo.idRange)
    }

    /// The next ID to hand out, as far as reading can tell (listing, `--dry-run`): the counter when
    /// it is sane, else one past the highest ID in use.
    func nextID() throws -> Int {
        if case let .valid(next) = try counterRecord() { return next }
        return try lowestUnusedID()
    }

    /// The first of `count` consecutive IDs that are free: the counter's when none of them is in
    /// use, else the first after every ID in use. Writers call it holding the album lock.
    /// - Throws: ``AlbumError/outOfIDs(count:)`` when the IDs would pass ``Photo/idRange``.
    func firstFreeID(count: Int) throws -> Int {
        var first: Int
        if case let .valid(next) = try counterRecord() {
            first = next
            if try !areFree(first..<(first + count)) { first = max(first, try lowestUnusedID()) }
        } else {
            first = try lowestUnusedID()
        }
        guard first <= Photo.idRange.upperBound - count + 1 else { throw AlbumError.outOfIDs(count: count) }
        return first
    }

    /// One past the highest ID in use (see the type's description), or the first ID.
    func lowestUnusedID() throws -> Int {
        var highest = try highestIDInUse() ?? (Self.firstID - 1)
        if case let .valid(retired) = try retiredIDRecord() { highest = max(highest, retired) }
        return highest + 1
    }

    /// The highest ID named by a document or image in `photos/`, `images/`, `trash/` or
    /// `quarantine/`; nil when there is none. Lists the folders: called only when the counter
    /// cannot be trusted, and by `check`.
    func highestIDInUse() throws -> Int? {
        var highest: Int?
        for folder in [layout.photos, layout.images, layout.trash, layout.quarantine] {
            let setAside = folder == layout.quarantine
            for name in try store.entries(of: folder) {
                if let id = Self.photoID(inFileName: name, setAside: setAside) { highest = max(highest ?? id, id) }
            }
        }
        return highest
    }

    // MARK: Writing (album lock held)

    func writeCounter(_ next: Int) throws {
        try store.write(Array("\(next)\n".utf8), to: layout.counter)
    }

    /// Records that `id` (and every ID below it) was removed for good, unless a higher one was.
    func retire(upTo id: Int) throws {
        if case let .valid(retired) = try retiredIDRecord(), retired >= id { return }
        try store.write(Array("\(id)\n".utf8), to: layout.retiredID)
    }

    // MARK: Helpers

    /// Whether no document or image of these IDs exists and none was retired.
    private func areFree(_ ids: Range<Int>) throws -> Bool {
        if case let .valid(retired) = try retiredIDRecord(), ids.lowerBound <= retired { return false }
        for id in ids {
            let names = ["\(id).json"] + ImageFormat.allCases.map { "\(id).\($0.fileExtension)" }
                + VideoContainer.Format.allCases.map { "\(id).\($0.fileExtension)" }
            for folder in [layout.photos, layout.images, layout.trash, layout.quarantine] {
                for name in names where try store.status(PathName.join(folder, name)) != nil { return false }
            }
        }
        return true
    }

    /// The photo ID at the start of an album file name: `1042` for `1042.json`, `1042.jpg` and
    /// `1042-1a2b3c4d.jpg`; with `setAside`, also behind the number `quarantine/` puts before a
    /// name it already holds (`2-1042.json`). Nil when the name starts with no ID.
    static func photoID(inFileName name: String, setAside: Bool) -> Int? {
        var rest = Substring(name)
        if setAside, let dash = rest.firstIndex(of: "-"), let attempt = Int(rest[..<dash]), attempt < Self.firstID {
            rest = rest[rest.index(after: dash)...]
        }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard digits.endIndex < rest.endIndex, rest[digits.endIndex] == "." || rest[digits.endIndex] == "-" else { return nil }
        return DocumentValidation.photoID(digits)
    }

    /// Takes in a sync tool's conflict copy (at `copyPath`) of the `counter` or `retired-id` file:
    /// the higher of the two valid numbers is kept, as the other device may have handed out IDs
    /// this one has not seen, then the copy is removed. Album lock held.
    /// - Returns: whether the copy's number was taken.
    @discardableResult
    func adoptConflictCopy(at copyPath: String, of recordPath: String) throws -> Bool {
        let isCounter = recordPath == layout.counter
        let range = isCounter ? Photo.idRange.lowerBound...(Photo.idRange.upperBound + 1) : Photo.idRange
        let current = isCounter ? try counterRecord() : try retiredIDRecord()
        if case let .valid(theirs) = try readRecord(at: copyPath, valid: range) {
            let ours: Int? = if case let .valid(ours) = current { ours } else { nil }
            if theirs > ours ?? Int.min {
                try store.write(Array("\(theirs)\n".utf8), to: recordPath)
                try store.remove(copyPath)
                return true
            }
        }
        try store.remove(copyPath)
        return false
    }

    private func readRecord(at path: String, valid range: ClosedRange<Int>) throws -> IDRecord {
        guard let bytes = try store.contents(of: path) else { return .missing }
        let text = String(decoding: bytes.prefix(64), as: UTF8.self).trimmingWhitespace()
        let isDecimal = !text.isEmpty && text.utf8.count <= 10 && text.utf8.allSatisfy { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        guard bytes.count <= 64, isDecimal, let value = Int(text), range.contains(value) else { return .invalid(text) }
        return .valid(value)
    }
}
