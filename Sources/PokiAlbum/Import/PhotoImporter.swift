import PokiImaging
import PokiSystem
import Synchronization
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Brings many files into an album: decodes, analyses, copies and hashes them on several threads,
/// and commits them in input order, so the same input always gives the same IDs whatever the
/// thread count.
///
/// Each photo (or each small group of photos that finished together) is committed as soon as its
/// turn comes, so every photo reported as imported is complete on disk and a kill loses at most
/// the photos being committed. A re-run skips what is already in the album (by SHA-256).
public struct PhotoImporter: Sendable {
    /// The album to import into.
    public let album: Album
    /// Decoding threads.
    public var jobs: Int
    /// Read and analyse everything, predict IDs and duplicates, and write nothing.
    public var dryRun: Bool
    /// The day for photos with no date given, no date in their metadata and no day in their file
    /// name (nor from `dateFallback`).
    public var today: CalendarDay
    /// A source of the day tried after the file's name (`--date-from`).
    public var dateFallback: DateFallback?
    /// At most this many photos are committed together when they are ready at the same time.
    public var maximumBatch: Int

    public init(album: Album, jobs: Int, dryRun: Bool = false, today: CalendarDay, maximumBatch: Int = 8, dateFallback: DateFallback? = nil) {
        self.album = album
        self.jobs = jobs
        self.dryRun = dryRun
        self.today = today
        self.maximumBatch = maximumBatch
        self.dateFallback = dateFallback
    }

    /// Imports `items` and calls `report(index, outcome, warnings)` for each, in input order, on the
    /// calling thread, once its outcome is final (committed, unless a dry run). `warnings` are the
    /// decoder's non-fatal complaints about the file, in every language.
    ///
    /// A file whose SHA-256 the album already holds is a duplicate before anything else is done
    /// with it: a re-run skips what is in the album at the speed of hashing, and writes nothing for
    /// it (a full disk does not fail it). Duplicates within the import are found as they commit.
    ///
    /// Stops between two commits when `stopRequested` returns true (a signal, standard output
    /// closed), and at the first file that finds the album's disk full (that file is reported
    /// failed): the files after the stop get no outcome, nothing of theirs stays in the album, and
    /// the result says why it stopped.
    ///
    /// Throws only when the album itself cannot be used (not an album, not writable); a bad file is
    /// a `.failed` outcome and the others still import.
    ///
    /// In a dry run, `planned(id, photo)` is told, before its `.imported` outcome, what each photo
    /// would be filed under.
    @discardableResult
    public func run(
        _ items: [ImportItem], stopRequested: @escaping @Sendable () -> Bool = { false },
        planned: (Int, PlannedPhoto) -> Void = { _, _ in },
        report: (Int, ImportOutcome, [Phrase]) -> Void
    ) throws -> ImportStop? {
        // A dry run reads the album (and fails for a foreign directory) but never writes to it.
        if !dryRun { try album.recoverInterruptedWrites() }
        var plan = DryRunPlan(nextID: try album.nextPhotoID())
        let unknownTags = try self.unknownTags(in: items)
        let album = album
        let today = today
        let dateFallback = dateFallback
        let halt = Halt(stopRequested: stopRequested)
        // An empty album holds nothing to skip: no file is hashed twice for it.
        let holdsPhotos = try album.photoCount() > 0
        @Sendable func refusal(_ item: ImportItem) -> ImportOutcome? {
            guard let tag = item.tag, let reason = unknownTags[tag] else { return nil }
            return .failed(path: item.path, reason: reason)
        }

        if dryRun {
            OrderedParallelWork.runInBatches(count: items.count, jobs: jobs, maximumBatch: maximumBatch, work: { index in
                let item = items[index]
                if halt.stop != nil { return Prepared<DryRunFile>.notAttempted }
                if let refused = refusal(item) { return Prepared<DryRunFile>.done(refused, []) }
                return Prepared<ImageAnalysis>.analysed(item, today: today).then(path: item.path) { analysis in
                    let photo = NewPhoto(sourcePath: item.path, analysis: analysis, tag: item.tag, memo: item.memo, date: item.date, dateFallback: dateFallback)
                    let (day, source) = photo.resolvedDate(today: today)
                    let planned = PlannedPhoto(tag: try album.filedTag(of: photo), memo: photo.memo, date: day)
                    return DryRunFile(sha256: try SHA256.hex(ofFileAt: item.path), dateSource: source, photo: planned)
                }
            }, consume: { batch in
                guard halt.stop == nil else { return }
                for (index, prepared) in batch {
                    switch prepared {
                    case let .done(outcome, warnings): report(index, outcome, warnings)
                    case let .ready(file, warnings):
                        let outcome = plan.outcome(of: file, path: items[index].path, in: album)
                        if case let .imported(_, id, _) = outcome { planned(id, file.photo) }
                        report(index, outcome, warnings)
                    case .notAttempted: break
                    }
                }
            })
        } else {
            // Three stages, each on its own threads: decoding (`jobs` threads, the CPU work),
            // copying into the album and hashing (one thread), committing (this thread, mostly
            // waiting for fsync). With one decoding thread, the copy no longer adds to its time.
            // Decoding may run ahead (an analysis is a few hundred bytes); copying stays within a
            // few photos of the commits, so at most that many staged copies exist at once. After a
            // stop every stage runs through its remaining files at once, doing nothing, so no
            // thread is left waiting and no staged copy is left behind.
            let decoded = HandOff<Prepared<ImageAnalysis>>()
            let jobs = jobs
            // The stack pthreads give a thread by default: decoding with one job runs here.
            Platform.startThread(stackSize: 8 << 20) {
                OrderedParallelWork.run(count: items.count, jobs: jobs, work: { index in
                    let item = items[index]
                    if halt.stop != nil { return Prepared<ImageAnalysis>.notAttempted }
                    if let refused = refusal(item) { return Prepared<ImageAnalysis>.done(refused, []) }
                    if holdsPhotos, let known = try? album.index.ids(withSHA256: SHA256.hex(ofFileAt: item.path)).first {
                        return Prepared<ImageAnalysis>.done(.duplicate(path: item.path, of: known), [])
                    }
                    return Prepared<ImageAnalysis>.analysed(item, today: today)
                }, consume: { index, prepared in decoded.put(prepared, at: index) })
            }
            OrderedParallelWork.runInBatches(count: items.count, jobs: 1, maximumBatch: maximumBatch, work: { index in
                let item = items[index]
                let analysed = decoded.take(index)
                if halt.stop != nil { return Prepared<StagedPhoto>.notAttempted }
                return analysed.then(path: item.path) { analysis in
                    do {
                        return try album.stage(NewPhoto(
                            sourcePath: item.path, analysis: analysis, tag: item.tag, memo: item.memo, date: item.date, dateFallback: dateFallback
                        ))
                    } catch where ImportStop.isDiskFull(error) {
                        halt.diskFull(at: index)
                        throw error
                    }
                }
            }, consume: { batch in
                if halt.stop == nil {
                    commit(batch, items: items, halt: halt, report: report)
                    return
                }
                // Stopped. The files before the one whose copy found the disk full are committed
                // as usual (the copying runs ahead of the commits); that file is the one failure
                // told; the files after it, and every file after an interrupt, are not attempted.
                let refused = halt.diskFullIndex
                let before = batch.filter { entry in refused.map { entry.index < $0 } ?? false }
                if !before.isEmpty { commit(before, items: items, halt: halt, report: report) }
                for (index, prepared) in batch where index >= refused ?? 0 {
                    if case let .ready(staged, _) = prepared { album.discard(staged) }
                    if case let .done(.failed(path, reason), warnings) = prepared, index == refused, halt.claimDiskFullReport() {
                        report(index, .failed(path: path, reason: reason), warnings)
                    }
                }
            })
        }
        return halt.stop
    }

    // MARK: Committing

    /// Commits the batch and reports each of its files. When the disk turns out full, the first
    /// file committed is reported failed (unless a full disk was told already) and the rest of
    /// the batch is not attempted.
    private func commit(
        _ batch: [(index: Int, result: Prepared<StagedPhoto>)], items: [ImportItem], halt: Halt, report: (Int, ImportOutcome, [Phrase]) -> Void
    ) {
        let staged = batch.compactMap { entry -> StagedPhoto? in
            if case let .ready(photo, _) = entry.result { return photo }
            return nil
        }
        var outcomes: [AddOutcome] = []
        var commitFailure: Phrase?
        var diskFull = false
        do {
            outcomes = try album.commit(staged, today: today, importing: true)
        } catch {
            commitFailure = Phrase.describing(error)
            diskFull = ImportStop.isDiskFull(error)
            if diskFull { halt.diskFull(at: nil) }
        }
        var next = outcomes.makeIterator()
        for (index, prepared) in batch {
            let path = items[index].path
            switch prepared {
            case .notAttempted:
                continue
            case let .done(outcome, warnings):
                report(index, outcome, warnings)
            case let .ready(_, warnings):
                switch (commitFailure, next.next()) {
                case let (reason?, _):
                    // The disk filled up: one file says so, the rest were not attempted.
                    guard !diskFull else {
                        if halt.claimDiskFullReport() { report(index, .failed(path: path, reason: reason), warnings) }
                        return
                    }
                    report(index, .failed(path: path, reason: reason), warnings)
                case let (nil, .added(photo)?): report(index, .imported(path: path, id: photo.id, dateSource: photo.dateSource ?? .today), warnings)
                case let (nil, .duplicate(id, _)?): report(index, .duplicate(path: path, of: id), warnings)
                case (nil, nil): report(index, .failed(path: path, reason: Phrase("not committed", korean: "앨범에 기록되지 않았습니다")), warnings)
                }
            }
        }
    }

    /// The reason each unknown tag of `items` is refused, by label as given.
    private func unknownTags(in items: [ImportItem]) throws -> [String: Phrase] {
        var reasons: [String: Phrase] = [:]
        for label in Set(items.compactMap(\.tag)) {
            do {
                _ = try album.resolveTag(label)
            } catch let error as AlbumError {
                reasons[label] = Phrase.describing(error)
            }
        }
        return reasons
    }
}

// MARK: - Work done on the decoding threads

/// One file after the parallel part: decided already, or ready for the consumer (staged in the
/// album, or in a dry run just hashed).
private enum Prepared<Ready: Sendable>: Sendable {
    case done(ImportOutcome, [Phrase])
    case ready(Ready, [Phrase])
    /// Passed over: the import stopped before this file's turn.
    case notAttempted

    /// Analyses the file; a file that is not an image, or cannot be decoded, becomes its outcome.
    static func analysed(_ item: ImportItem, today: CalendarDay) -> Prepared<ImageAnalysis> {
        var warnings: [Phrase] = []
        do {
            let analysis = try ImageAnalyzer.analyze(fileAt: item.path, today: today, readingTextFor: BoothBrands.printedNames) {
                warnings.append($0)
            }
            return .ready(analysis, warnings)
        } catch {
            return .done(outcome(of: error, path: item.path), warnings)
        }
    }

    /// The result of `next` on a ready value (its failure becomes the outcome for `path`); an
    /// outcome already decided stays.
    func then<Next: Sendable>(path: String, _ next: (Ready) throws -> Next) -> Prepared<Next> {
        switch self {
        case let .done(outcome, warnings):
            return .done(outcome, warnings)
        case let .ready(value, warnings):
            do {
                return .ready(try next(value), warnings)
            } catch {
                return .done(.failed(path: path, reason: Phrase.describing(error)), warnings)
            }
        case .notAttempted:
            return .notAttempted
        }
    }

    /// Files that are not images are skipped; images that cannot be read are failures, a photo
    /// in a format poki does not read (AVIF, GIF) or cannot decode here (HEIC without libheif)
    /// among them. An empty file named as a photo (`IMG_1234.HEIC`: a download cut short, a
    /// cloud's placeholder) is a photo that did not arrive, a failure; any other is skipped.
    private static func outcome(of error: ImageDecodingError, path: String) -> ImportOutcome {
        switch error {
        case .empty:
            let empty = Phrase("empty file", korean: "빈 파일입니다")
            guard let format = ImageFormat.format(namedBy: path) else { return .notAnImage(path: path, reason: empty) }
            return .failed(path: path, reason: Phrase(
                "empty file, named as a \(format.displayName) photo", korean: "빈 파일입니다 (\(format.displayName) 사진 이름)"
            ))
        case let .unsupportedFormat(_, detected?) where detected.isImage:
            return .failed(path: path, reason: detected.refusal)
        case let .unsupportedFormat(_, detected):
            return .notAnImage(
                path: path, reason: detected?.summary ?? Phrase("not a ", korean: "poki가 읽는 이미지(") + ImageFormat.anyNames + Phrase(" image", korean: ")가 아닙니다")
            )
        case .unreadable, .tooLarge, .tooManyScans, .corrupt, .decoderMissing:
            return .failed(path: path, reason: error.reason)
        }
    }
}

// MARK: - Stopping

/// Whether the import should stop, shared by its threads: a signal asked it to, or the disk is full.
private final class Halt: Sendable {
    private let stopRequested: @Sendable () -> Bool
    /// Once the disk is found full: the file whose copy found it, or nil when a commit did.
    private let fullDisk = Mutex<Int??>(nil)
    private let told = Atomic<Bool>(false)

    init(stopRequested: @escaping @Sendable () -> Bool) {
        self.stopRequested = stopRequested
    }

    /// Why the import stops, once it must; the disk first, as the more useful thing to tell.
    var stop: ImportStop? {
        if fullDisk.withLock({ $0 }) != nil { return .diskFull }
        return stopRequested() ? .interrupted : nil
    }

    /// Records the first full disk, and the file whose copy found it (nil for a commit).
    func diskFull(at index: Int?) {
        fullDisk.withLock { if $0 == nil { $0 = .some(index) } }
    }

    /// The file whose copy found the disk full, when a copy did.
    var diskFullIndex: Int? {
        fullDisk.withLock { $0 ?? nil }
    }

    /// True the first time only: the full disk is told once, by the first file that failed of it.
    func claimDiskFullReport() -> Bool {
        !told.exchange(true, ordering: .relaxed)
    }
}

// MARK: - Dry runs

/// What a dry run learns of a file: its SHA-256 and where its day would come from.
private struct DryRunFile: Sendable {
    var sha256: String
    var dateSource: DateSource
    var photo: PlannedPhoto
}

/// What a dry run predicts: IDs in input order from the album's next ID, duplicates against the
/// album and earlier files of the run.
private struct DryRunPlan {
    var nextID: Int
    var idOfHash: [String: Int] = [:]

    mutating func outcome(of file: DryRunFile, path: String, in album: Album) -> ImportOutcome {
        let sha256 = file.sha256
        if let earlier = idOfHash[sha256] { return .duplicate(path: path, of: earlier) }
        do {
            if let existing = try album.photoIDs(withSHA256: sha256).first { return .duplicate(path: path, of: existing) }
        } catch {
            return .failed(path: path, reason: Phrase.describing(error))
        }
        defer { nextID += 1 }
        idOfHash[sha256] = nextID
        return .imported(path: path, id: nextID, dateSource: file.dateSource)
    }
}
