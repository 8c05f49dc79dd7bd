import PokiKit

/// `poki restore ID...`: brings photos back from the trash with their IDs.
struct RestoreCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["restore"],
        summary: "Bring photos back from the trash, with the same IDs.",
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        discussion: "Prints each restored ID."
    )

    var ids: [Int]

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoID.parse(arguments.arguments, for: Self.spec)
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.album()
        for id in ids {
            let photo = try album.restore(id: id)
            context.console.output(String(photo.id))
        }
        return .success
    }
}
