import PokiSystem
import PokiAlbum

/// `poki restore ID...`: brings photos back from the trash with their IDs.
struct RestoreCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["restore"],
        summary: Phrase("Bring photos back from the trash, with the same IDs.", korean: "휴지통의 사진을 같은 ID로 되살립니다."),
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [.flag("json", help: Phrase(
            "Print the restored documents as a JSON array, then {\"id\", \"error\"} for each ID that failed.",
            korean: "되살린 문서를 JSON 배열로 출력하고, 실패한 ID마다 {\"id\", \"error\"}를 덧붙입니다."
        ))],
        discussion: Phrase(
            "Prints each restored ID ('-' reads the IDs from standard input). An ID that cannot be restored is reported and the others are still restored; exit status 1 if any failed.",
            korean: "되살린 ID를 하나씩 출력합니다('-'는 표준 입력에서 ID를 읽습니다). 되살릴 수 없는 ID는 알리고 나머지는 그대로 되살리며, 하나라도 실패하면 종료 상태는 1입니다."
        ),
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
                context.console.error(error)
                failures.append(JSONFailure(id: id, error: "\(error)"))
            }
        }
        if json { context.console.output(bytes: JSONOutput.array(of: restored, then: failures)) }
        return failures.isEmpty ? .success : .failure
    }
}
