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
        /// Where the photo's day came from (``DateSource``).
        var dateSource: DateSource
        /// The manifest and its line, for a file a manifest listed.
        var manifest: String?
        var line: Int?
    }

    /// A photo already in the album that a manifest line gave its tag, memo or date.
    struct Updated: Encodable, Equatable {
        var path: String
        var id: Int
        /// What the line changed (`tag`, `memo`, `date`), never empty: a photo that already had it
        /// all is a duplicate skipped.
        var changed: [String]
        var manifest: String?
        var line: Int?
    }

    struct Skipped: Encodable, Equatable {
        var path: String
        var reason: String
        var duplicateOf: Int?
        /// The manifest and its line, for a file a manifest listed.
        var manifest: String?
        var line: Int?
    }

    /// The `--json` document: `{imported: [{path, id, dateSource, manifest?, line?}], updated:
    /// [{path, id, changed, manifest, line}], skipped: [{path, reason, duplicateOf?, manifest?,
    /// line?}], failed: [{path, manifest?, line?, reason}], dryRun, stopped?: "interrupted" |
    /// "diskFull", notAttempted: [path]}`.
    struct Document: Encodable {
        var imported: [Imported]
        var updated: [Updated]
        var skipped: [Skipped]
        var failed: [Failure]
        var dryRun: Bool
        var stopped: String?
        var notAttempted: [String]
    }

    let dryRun: Bool
    /// Whether the summary names the imported IDs: on a terminal, where they were not printed.
    var namesIDs = false
    var imported: [Imported] = []
    var updated: [Updated] = []
    var skipped: [Skipped] = []
    var failed: [Failure] = []
    var duplicates = 0
    var notImages = 0
    /// Why the import stopped early, when it did.
    var stop: ImportStop?
    /// The files not attempted after a stop, in input order.
    var notAttempted: [String] = []

    init(dryRun: Bool) {
        self.dryRun = dryRun
    }

    /// Records what happened to one file; `manifest` and `line` say where it was listed, when a
    /// manifest listed it.
    mutating func record(_ outcome: ImportOutcome, manifest: String? = nil, line: Int? = nil) {
        switch outcome {
        case let .imported(path, id, dateSource):
            imported.append(Imported(path: path, id: id, dateSource: dateSource, manifest: manifest, line: line))
        case let .duplicate(path, id):
            skipped.append(Skipped(path: path, reason: "already in the album as \(id)", duplicateOf: id, manifest: manifest, line: line))
            duplicates += 1
        case let .notAnImage(path, reason):
            skipped.append(Skipped(path: path, reason: reason, duplicateOf: nil, manifest: manifest, line: line))
            notImages += 1
        case let .failed(path, reason):
            failed.append(Failure(path: path, manifest: manifest, line: line, reason: reason))
        }
    }

    /// Records an entry of a folder that was not imported on purpose (hidden, a subfolder without
    /// `--recursive` …).
    mutating func record(_ entry: ImportSources.PassedOver) {
        skipped.append(Skipped(path: entry.path, reason: entry.reason))
    }

    var document: Document {
        let stopped: String? = switch stop {
        case .interrupted?: "interrupted"
        case .diskFull?: "diskFull"
        case nil: nil
        }
        return Document(imported: imported, updated: updated, skipped: skipped, failed: failedInOrder, dryRun: dryRun, stopped: stopped, notAttempted: notAttempted)
    }

    /// The failures in the order a reader looks for them: the paths given on the command line as
    /// they came, then the manifest's lines from the top, whatever step found each.
    var failedInOrder: [Failure] {
        failed.enumerated()
            .sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }
            .map(\.element)
    }

    /// `imported 183, updated 4, skipped 12 (duplicates 9, not images 2, others 1), failed 2`
    /// (`updated` only when a manifest named photos already in the album); a dry run says
    /// what would happen. "Others" are entries of folders passed over on purpose: hidden files,
    /// subfolders without `--recursive`, a second way to a file.
    var summary: String {
        let others = skipped.count - duplicates - notImages
        let counts = "\(imported.count)\(updated.isEmpty ? "" : ", \(dryRun ? "would update" : "updated") \(updated.count)"), skipped \(skipped.count) (duplicates \(duplicates), not images \(notImages)\(others > 0 ? ", others \(others)" : "")), failed \(failed.count)"
        return dryRun ? "dry run, nothing written: would import \(counts)" : "imported \(counts)\(idsText)"
    }

    /// `; IDs 1000-1039, 1045-1050` when the summary names the IDs and there are any, at most
    /// eight runs of them.
    var idsText: String {
        guard namesIDs, !dryRun, !imported.isEmpty else { return "" }
        return "; IDs " + IDRuns.text(imported.map(\.id), limit: 8)
    }

    /// What an import that stopped early says last: `interrupted: imported 393, not attempted
    /// 1607`, or that the album's disk is full.
    var stopText: String? {
        guard let stop else { return nil }
        let counts = "\(dryRun ? "would import" : "imported") \(imported.count), not attempted \(notAttempted.count)\(idsText)"
        switch stop {
        case .interrupted: return "interrupted: \(counts)"
        case .diskFull: return "stopped, the disk holding the album is full: \(counts); free some space and run the import again"
        }
    }
}
