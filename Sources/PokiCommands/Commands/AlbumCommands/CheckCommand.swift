import PokiImaging
import PokiAlbum

/// `poki check [--repair] [--json]`: verify the album against its own records.
struct CheckCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["check"],
        summary: "Verify the album; --repair fixes what can be fixed without losing anything.",
        arguments: "",
        minimumArguments: 0,
        maximumArguments: 0,
        options: [
            .flag("repair", help: "Remove leftovers of interrupted writes, quarantine unreadable documents, rebuild indexes."),
            .flag("json", help: "Print the problems (and repairs) as one JSON document."),
        ],
        discussion: """
        Checks that album.json is there, that every document parses and matches the schema, that
        its image exists as a regular file with the recorded SHA-256, that every photo's tag
        exists, that the ID counter is above every ID, that the indexes and the trash agree with
        the documents, that pose and profile pictures are in use, and that files and folders are
        private, and reports the conflict copies a sync tool such as Syncthing left
        (NAME.sync-conflict-…): --repair takes in those of the indexes and the ID counter and
        leaves a photo's for you. Prints each problem; exit status 1 when there is one. What an interrupted write
        left, and the next change repairs by design, is a note (exit status 0). --repair never
        deletes an image: unreadable documents and images no photo refers to go to quarantine/; a
        missing or changed image is reported for you to restore. Exit status after --repair is 1
        only if problems remain. A read-only album can be checked.
        Photos whose colours an older poki worked out are noted (not a problem): 'poki recolour'
        updates them.
        """
    )

    var repair: Bool
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        repair = arguments.has("repair")
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let console = context.console
        let album: Album
        do {
            album = try context.existingAlbum()
        } catch AlbumError.missingMarker {
            // An album that lost its marker is what check reports and --repair mends.
            album = try context.album()
        }
        let found = try album.examine()
        // A note, not a check: an album check cannot read (no marker, read-only lock) notes nothing.
        let outdated = (try? album.outdatedAnalysisIDs()) ?? []
        var repairs: [String] = []
        var remaining = found
        if repair, !found.all.isEmpty {
            repairs = try album.repair()
            remaining = try album.examine()
        }
        if json {
            context.printJSON(Report(
                problems: found.problems.map(\.description),
                leftovers: found.leftovers.map(\.description),
                interrupted: found.interruptedOperation,
                repairs: repair ? repairs : nil,
                remaining: repair ? remaining.problems.map(\.description) : nil,
                outdatedAnalyses: outdated
            ))
        } else {
            for problem in found.problems { console.output(VisibleText.of(problem.description)) }
            if !repair, !found.leftovers.isEmpty { console.note("note: \(Self.leftoverNote(found))") }
            for action in repairs { console.note(VisibleText.of("repaired: \(action)")) }
            if repair {
                for problem in remaining.problems { console.error("not repaired: \(problem.description)") }
            }
            console.note(summary(found: found.problems.count, remaining: remaining.problems.count, leftovers: found.leftovers.count))
            if !outdated.isEmpty { console.note(outdatedNote(outdated)) }
        }
        return remaining.problems.isEmpty ? .success : .failure
    }

    /// `12 leftovers of an interrupted import; the next change cleans them up, or run …`.
    static func leftoverNote(_ found: AlbumCheck) -> String {
        if found.leftovers == [.olderIndex] {
            return "the index was written by an older poki; the next change brings it up to date, or run 'poki check --repair'"
        }
        let count = found.leftovers.count
        let what = found.interruptedOperation.map { "of an interrupted \($0)" } ?? "of interrupted writes"
        return "\(count) leftover\(count == 1 ? "" : "s") \(what); the next change cleans them up, or run 'poki check --repair'"
    }

    private func summary(found: Int, remaining: Int, leftovers: Int) -> String {
        let plural = found == 1 ? "problem" : "problems"
        if found == 0 { return repair && leftovers > 0 ? "the album is fine; leftovers cleaned up" : "the album is fine" }
        if !repair { return "\(found) \(plural) found; 'poki check --repair' fixes what can be fixed" }
        return remaining == 0 ? "\(found) \(plural) found and repaired" : "\(found) \(plural) found, \(remaining) remain"
    }

    /// Not a problem (the album is sound), but colours an older poki worked out: `recolour` updates them.
    private func outdatedNote(_ ids: [Int]) -> String {
        let shown = ids.prefix(10).map(String.init).joined(separator: ", ") + (ids.count > 10 ? ", …" : "")
        let subject = ids.count == 1 ? "1 photo was" : "\(ids.count) photos were"
        return "note: \(subject) analysed by an older palette definition than v\(PaletteExtractor.definitionVersion) (\(shown)); 'poki recolour' updates them"
    }

    /// The `--json` document: `problems` need attention; `leftovers` the next change repairs.
    struct Report: Encodable {
        var problems: [String]
        var leftovers: [String]
        var interrupted: String?
        var repairs: [String]?
        var remaining: [String]?
        /// IDs of photos analysed by an older palette definition (not problems).
        var outdatedAnalyses: [Int]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(problems, forKey: .problems)
            try container.encode(leftovers, forKey: .leftovers)
            // Always present, null when no interrupted operation is recorded.
            try container.encode(interrupted, forKey: .interrupted)
            try container.encodeIfPresent(repairs, forKey: .repairs)
            try container.encodeIfPresent(remaining, forKey: .remaining)
            try container.encode(outdatedAnalyses, forKey: .outdatedAnalyses)
        }

        enum CodingKeys: String, CodingKey { case problems, leftovers, interrupted, repairs, remaining, outdatedAnalyses }
    }
}
