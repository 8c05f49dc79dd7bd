import PokiKit

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
        Checks that every document parses and matches the schema, that its image exists with the
        recorded SHA-256, that the ID counter is above every ID, that no interrupted write left
        anything behind, and that the trash and the indexes agree with the documents. Prints each
        problem; exit status 1 when there is one. --repair never deletes an image: unreadable
        documents and images no photo refers to go to quarantine/; a missing or changed image is
        reported for you to restore. Exit status after --repair is 1 only if problems remain.
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
        let album = try context.album()
        let found = try album.check()
        var repairs: [String] = []
        var remaining = found
        if repair, !found.isEmpty {
            repairs = try album.repair()
            remaining = try album.check()
        }
        if json {
            context.printJSON(Report(
                problems: found.map(\.description),
                repairs: repair ? repairs : nil,
                remaining: repair ? remaining.map(\.description) : nil
            ))
        } else {
            for problem in found { console.output(problem.description) }
            for action in repairs { console.note("repaired: \(action)") }
            if repair {
                for problem in remaining { console.error("not repaired: \(problem.description)") }
            }
            console.note(summary(found: found.count, remaining: remaining.count))
        }
        return remaining.isEmpty ? .success : .failure
    }

    private func summary(found: Int, remaining: Int) -> String {
        let plural = found == 1 ? "problem" : "problems"
        if found == 0 { return "the album is fine" }
        if !repair { return "\(found) \(plural) found; 'poki check --repair' fixes what can be fixed" }
        return remaining == 0 ? "\(found) \(plural) found and repaired" : "\(found) \(plural) found, \(remaining) remain"
    }

    /// The `--json` document.
    struct Report: Encodable {
        var problems: [String]
        var repairs: [String]?
        var remaining: [String]?
    }
}
