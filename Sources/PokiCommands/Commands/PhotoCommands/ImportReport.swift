import PokiSystem
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
        /// Why, in English: what `--json` reports.
        var reason: String
        /// Why, in every language, as the terminal shows it.
        var shownReason: Phrase

        private enum CodingKeys: String, CodingKey {
            case path, manifest, line, reason
        }

        init(path: String, manifest: String? = nil, line: Int? = nil, reason: Phrase) {
            self.path = path
            self.manifest = manifest
            self.line = line
            self.reason = reason.english
            shownReason = reason
        }

        /// A failure whose reason is in the same words in every language.
        init(path: String, manifest: String? = nil, line: Int? = nil, reason: String) {
            self.init(path: path, manifest: manifest, line: line, reason: .verbatim(reason))
        }

        /// A failure whose reason is `error`.
        init(path: String, manifest: String? = nil, line: Int? = nil, error: any Error) {
            self.init(path: path, manifest: manifest, line: line, reason: Phrase.describing(error))
        }

        /// `visits.csv line 4: expected 4 fields, found 3`, `visits.csv line 5: a.jpg: no such
        /// file` or `a.jpg: corrupt JPEG (…)`; `visits.csv 4번째 줄: …` in Korean.
        var text: Phrase {
            guard let manifest, let line else { return Phrase.verbatim("\(path): ") + shownReason }
            let place = path == manifest
                ? Phrase("\(manifest) line \(line): ", korean: "\(manifest) \(line)번째 줄: ")
                : Phrase("\(manifest) line \(line): \(path): ", korean: "\(manifest) \(line)번째 줄: \(path): ")
            return place + shownReason
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
        /// Why, in English: what `--json` reports.
        var reason: String
        var duplicateOf: Int?
        /// The manifest and its line, for a file a manifest listed.
        var manifest: String?
        var line: Int?
        /// Why, as the terminal shows it, in every language.
        var shownReason: Phrase

        private enum CodingKeys: String, CodingKey {
            case path, reason, duplicateOf, manifest, line
        }

        init(path: String, reason: Phrase, duplicateOf: Int? = nil, manifest: String? = nil, line: Int? = nil) {
            self.path = path
            self.reason = reason.english
            self.duplicateOf = duplicateOf
            self.manifest = manifest
            self.line = line
            shownReason = reason
        }

        /// An entry skipped for a reason in the same words in every language.
        init(path: String, reason: String, duplicateOf: Int? = nil, manifest: String? = nil, line: Int? = nil) {
            self.init(path: path, reason: .verbatim(reason), duplicateOf: duplicateOf, manifest: manifest, line: line)
        }
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
            let reason = Phrase("already in the album as \(id)", korean: "이미 앨범에 있음 (사진 \(id))")
            skipped.append(Skipped(path: path, reason: reason, duplicateOf: id, manifest: manifest, line: line))
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
    /// (`사진 183장 가져옴, 4장 수정, 12개 건너뜀 (중복 9, 이미지 아님 2, 기타 1), 2개 실패`;
    /// `updated` only when a manifest named photos already in the album); a dry run says
    /// what would happen. "Others" are entries of folders passed over on purpose: hidden files,
    /// subfolders without `--recursive`, a second way to a file.
    var summary: Phrase {
        let (count, updates, skips, fails) = (imported.count, updated.count, skipped.count, failed.count)
        let others = skips - duplicates - notImages
        let importedCount = dryRun
            ? Phrase("dry run, nothing written: would import \(count)", korean: "시험 실행, 아무것도 쓰지 않음: 사진 \(count)장 가져올 예정")
            : Phrase("imported \(count)", korean: "사진 \(count)장 가져옴")
        let updatedCount: Phrase = if updated.isEmpty {
            .verbatim("")
        } else if dryRun {
            Phrase(", would update \(updates)", korean: ", \(updates)장 수정 예정")
        } else {
            Phrase(", updated \(updates)", korean: ", \(updates)장 수정")
        }
        let otherCount = others > 0 ? Phrase(", others \(others)", korean: ", 기타 \(others)") : .verbatim("")
        return importedCount + updatedCount
            + Phrase(", skipped \(skips) (duplicates \(duplicates), not images \(notImages)", korean: ", \(skips)개 건너뜀 (중복 \(duplicates), 이미지 아님 \(notImages)")
            + otherCount + Phrase("), failed \(fails)", korean: "), \(fails)개 실패") + idsText
    }

    /// `; IDs 1000-1039, 1045-1050` (`; ID 1000-1039, 1045-1050`) when the summary names the IDs
    /// and there are any, at most eight runs of them.
    var idsText: Phrase {
        guard namesIDs, !dryRun, !imported.isEmpty else { return .verbatim("") }
        let runs = IDRuns.text(imported.map(\.id), limit: 8)
        return Phrase("; IDs \(runs)", korean: "; ID \(runs)")
    }

    /// What an import that stopped early says last: `interrupted: imported 393, not attempted
    /// 1607` (`중단됨: 사진 393장 가져옴, 1607개 시도하지 않음`), or that the album's disk is full.
    var stopText: Phrase? {
        guard let stop else { return nil }
        let (count, left) = (imported.count, notAttempted.count)
        let counts = dryRun
            ? Phrase("would import \(count), not attempted \(left)", korean: "사진 \(count)장 가져올 예정, \(left)개 시도하지 않음")
            : Phrase("imported \(count), not attempted \(left)", korean: "사진 \(count)장 가져옴, \(left)개 시도하지 않음")
        switch stop {
        case .interrupted:
            return Phrase("interrupted: ", korean: "중단됨: ") + counts + idsText
        case .diskFull:
            return Phrase("stopped, the disk holding the album is full: ", korean: "앨범이 있는 디스크가 가득 차서 멈췄습니다: ") + counts + idsText
                + Phrase("; free some space and run the import again", korean: ". 공간을 비운 뒤 가져오기를 다시 실행하십시오")
        }
    }
}
