import PokiAlbum

/// What `poki import` tells at the end: the counts, each failure, and the `--json` document.
struct ImportReport {
    /// One file (or manifest line) that failed, with why.
    struct Failure: Encodable, Equatable {
        /// The file that failed; the manifest itself for a line that could not be read.
        var path: String
        /// The manifest, for a failure that comes from one of its lines.
        var manifest: String?
        /// The manifest line.
        var line: Int?
        var reason: String

        init(path: String, manifest: String? = nil, line: Int? = nil, reason: String) {
            self.path = path
            self.manifest = manifest
            self.line = line
            self.reason = reason
        }

        /// `visits.csv line 4: expected 4 fields, found 3`, `visits.csv line 5: a.jpg: no such
        /// file` or `a.jpg: corrupt JPEG (…)`.
        var text: String {
            guard let manifest, let line else { return "\(path): \(reason)" }
            return path == manifest ? "\(manifest) line \(line): \(reason)" : "\(manifest) line \(line): \(path): \(reason)"
        }
    }

    struct Imported: Encodable, Equatable {
        var path: String
        var id: Int
        /// Where the photo's day came from: `exif`, `fileName`, `given` or `today`.
        var dateSource: DateSource
    }

    struct Skipped: Encodable, Equatable {
        var path: String
        var reason: String
        var duplicateOf: Int?
    }

    /// The `--json` document: `{imported: [{path, id, dateSource}], skipped: [{path, reason, duplicateOf?}],
    /// failed: [{path, manifest?, line?, reason}], dryRun}`.
    struct Document: Encodable {
        var imported: [Imported]
        var skipped: [Skipped]
        var failed: [Failure]
        var dryRun: Bool
    }

    let dryRun: Bool
    var imported: [Imported] = []
    var skipped: [Skipped] = []
    var failed: [Failure] = []
    var duplicates = 0

    init(dryRun: Bool) {
        self.dryRun = dryRun
    }

    /// Records what happened to one file; `manifest` and `line` say where it was listed, when a
    /// manifest listed it.
    mutating func record(_ outcome: ImportOutcome, manifest: String? = nil, line: Int? = nil) {
        switch outcome {
        case let .imported(path, id, dateSource):
            imported.append(Imported(path: path, id: id, dateSource: dateSource))
        case let .duplicate(path, id):
            skipped.append(Skipped(path: path, reason: "already in the album as \(id)", duplicateOf: id))
            duplicates += 1
        case let .notAnImage(path, reason):
            skipped.append(Skipped(path: path, reason: reason, duplicateOf: nil))
        case let .failed(path, reason):
            failed.append(Failure(path: path, manifest: manifest, line: line, reason: reason))
        }
    }

    var document: Document {
        Document(imported: imported, skipped: skipped, failed: failedInOrder, dryRun: dryRun)
    }

    /// The failures in the order a reader looks for them: the paths given on the command line as
    /// they came, then the manifest's lines from the top, whatever step found each.
    var failedInOrder: [Failure] {
        failed.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
    }

    /// `imported 183, skipped 12 (duplicates 9, not images 3), failed 2`; a dry run says what
    /// would happen.
    var summary: String {
        let counts = "\(imported.count), skipped \(skipped.count) (duplicates \(duplicates), not images \(skipped.count - duplicates)), failed \(failed.count)"
        return dryRun ? "dry run, nothing written: would import \(counts)" : "imported \(counts)"
    }
}
