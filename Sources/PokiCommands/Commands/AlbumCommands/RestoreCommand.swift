import PokiAlbum

/// `poki restore ID...`: brings photos back from the trash with their IDs.
struct RestoreCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["restore"],
        summary: "Bring photos back from the trash, with the same IDs.",
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [.flag("json", help: "Print the restored documents as a JSON array, then {\"id\", \"error\"} for each ID that failed.")],
        discussion: "Prints each restored ID ('-' reads the IDs from standard input). An ID that cannot be restored is reported and the others are still restored; exit status 1 if any failed.",
        argumentKind: .trashedPhotoID
    )

    var ids: PhotoIDs
    var json: Bool

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        json = arguments.has("json")
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        var restored: [Photo] = []
        var failures: [JSONFailure] = []
        for id in try ids.resolve(for: Self.spec) {
            do {
                let photo = try album.restore(id: id)
                restored.append(photo)
                if !json { context.console.output(String(photo.id)) }
            } catch {
                context.console.error("\(error)")
                failures.append(JSONFailure(id: id, error: "\(error)"))
            }
        }
        if json { context.console.output(bytes: JSONOutput.array(of: restored, then: failures)) }
        return failures.isEmpty ? .success : .failure
    }
}
