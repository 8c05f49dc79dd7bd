import PokiSystem
import PokiImaging
import PokiAlbum

/// `poki cuts ID... [--to DIR] [--index N]`: a booth print's cuts as image files of their own.
struct CutsCommand: PokiCommand, Equatable {
    static let spec = CommandSpec(
        ["cuts"],
        summary: Phrase("Write each cut of a booth print as its own image file.", korean: "부스 인화 사진의 컷을 하나씩 따로 이미지 파일로 저장합니다."),
        arguments: "ID...",
        minimumArguments: 1,
        maximumArguments: nil,
        options: [
            .value("to", "DIR", kind: .directory, help: Phrase("Folder to write into (default: the current folder).", korean: "저장할 폴더입니다 (기본값: 현재 폴더).")),
            .value("index", "N", help: Phrase("Only cut N, counted from 1 in reading order.", korean: "N번째 컷만 저장합니다 (읽는 순서로 1부터 셉니다).")),
        ],
        discussion: Phrase(
            """
            Each cut is written at full resolution with the orientation applied, as <id>-cut<N>.jpg
            (.png for a PNG print), replacing a file of that name; the paths written are printed.
            Several IDs, or '-' for IDs on standard input, are cut in turn; one that fails is reported
            and the others are still cut. Exit status 1 when a photo is not a print or has no cut N.
            """,
            korean: """
            컷마다 방향을 적용한 원래 해상도로 <id>-cut<N>.jpg(PNG 인화 사진은 .png)에 저장하며,
            같은 이름의 파일은 덮어씁니다. 저장한 경로를 출력합니다.
            ID를 여러 개 주거나 '-'로 표준 입력에서 ID를 읽으면 차례로 자릅니다. 실패한 사진은 알리고
            나머지는 계속 자릅니다. 사진이 인화 사진이 아니거나 N번째 컷이 없으면 종료 상태는 1입니다.
            """
        ),
        argumentKind: .photoID
    )

    var ids: PhotoIDs
    var directory: String
    var index: Int?

    init(parsing arguments: ParsedArguments) throws(UsageError) {
        ids = try PhotoIDs(arguments.arguments, for: Self.spec)
        directory = arguments.value("to") ?? "."
        index = try arguments.integer("index", in: 1...BoothPrint.maximumCuts)
    }

    func run(in context: CommandContext) throws -> ExitStatus {
        let album = try context.existingAlbum()
        let ids = try self.ids.resolve(for: Self.spec)
        var status = ExitStatus.success
        for id in ids {
            do {
                for path in try album.writeCuts(ofPhoto: id, to: directory, index: index) {
                    context.console.output(path)
                }
            } catch let error as CutsError where ids.count > 1 {
                context.console.error(error)
                status = .failure
            }
        }
        return status
    }
}
