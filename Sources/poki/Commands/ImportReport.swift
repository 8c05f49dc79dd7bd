import PokiKit

/// What `poki import` tells at the end: the counts, each failure, and the `--json` document.
struct ImportReport {
    /// One file (or manifest line) that failed, with why.
    struct Failure: Encodable, Equatable {
        var path: String
        /// The manifest line, for a failure that comes from one.
        var line: Int?
        var reason: String

        init(path: String, line: Int? = nil, reason: String) {
            self.path = path
            self.line = line
            self.reason = reason
        }

        /// `visits.csv line 4: expected 4 fields, found 3` or `a.jpg: corrupt JPEG (…)`.
        var text: String {
            line.map { "\(path) line \($0): \(reason)" } ?? "\(path): \(reason)"
        }
    }

    struct Imported: Encodable, Equatable {
        var path: String
        var id: Int
    }

    struct Skipped: Encodable, Equatable {
        var path: String
        var reason: String
        var duplicateOf: Int?
    }

    /// The `--json` document: `{imported: [{path, id}], skipped: [{path, reason, duplicateOf?}],
    /// failed: [{path, line?, reason}], dryRun}`.
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

    mutating func record(_ outcome: ImportOutcome) {
        switch outcome {
        case let .imported(path, id):
            imported.append(Imported(path: path, id: id))
        case let .duplicate(path, id):
            skipped.append(Skipped(path: path, reason: "already in the album as \(id)", duplicateOf: id))
            duplicates += 1
        case let .notAnImage(path, reason):
            skipped.append(Skipped(path: path, reason: reason, duplicateOf: nil))
        case let .failed(path, reason):
            failed.append(Failure(path: path, reason: reason))
        }
    }

    var document: Document {
        Document(imported: imported, skipped: skipped, failed: failed, dryRun: dryRun)
    }

    /// `imported 183, skipped 12 (duplicates 9, not images 3), failed 2`; a dry run says what
    /// would happen.
    var summary: String {
        let counts = "\(imported.count), skipped \(skipped.count) (duplicates \(duplicates), not images \(skipped.count - duplicates)), failed \(failed.count)"
        return dryRun ? "dry run, nothing written: would import \(counts)" : "imported \(counts)"
    }
}
