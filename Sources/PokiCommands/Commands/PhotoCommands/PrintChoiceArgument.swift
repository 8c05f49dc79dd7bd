import PokiSystem
import PokiImaging

/// `--layout CxR`, `--print` and `--not-print`: the user's word on whether an image is a booth
/// print, and its layout, for `edit` and `colours`.
enum PrintChoiceArgument {
    /// The three options, as a command's spec lists them.
    static let options: [OptionSpec] = [
        .value(
            "layout", "CxR",
            help: Phrase(
                "A print of this layout, columns x rows (1x4 strip, 2x3 sheet); 'auto' lets poki decide again.",
                korean: "이 레이아웃(열 x 행: 1x4 스트립, 2x3 시트)의 인화 사진입니다. 'auto'면 poki가 다시 판단합니다."
            )
        ),
        .flag(
            "print",
            help: Phrase(
                "A print: poki fits the layout booths make that shows the clearest frame.",
                korean: "인화 사진입니다: 부스들이 쓰는 레이아웃 중 프레임이 가장 뚜렷이 드러나는 것을 poki가 맞춥니다."
            )
        ),
        .flag("not-print", help: Phrase("Not a print: its colours are the whole image's.", korean: "인화 사진이 아닙니다: 색은 이미지 전체의 색입니다.")),
    ]

    /// What the options given say; nil when none is.
    /// - Throws: a ``UsageError`` for a layout that is not columns x rows of at most 8 cuts, or
    ///   for more than one of the options.
    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> PrintChoice? {
        let given = ["layout", "print", "not-print"].filter(arguments.has)
        guard given.count <= 1 else {
            let options = given.map { "--\($0)" }.joined(separator: ", ")
            throw UsageError(Phrase("\(options) say different things; give one", korean: "\(options) 옵션은 함께 쓸 수 없습니다. 하나만 주십시오"), for: arguments.spec)
        }
        if arguments.has("print") { return .anyLayout }
        if arguments.has("not-print") { return .notAPrint }
        guard let text = arguments.value("layout") else { return nil }
        if text == "auto" { return .detect }
        guard let layout = BoothPrint.Layout(text: text) else {
            throw UsageError(
                Phrase(
                    "--layout must be columns x rows like 1x4, 2x2 or 2x3, at most \(BoothPrint.maximumCuts) cuts, or 'auto', not '\(text)'",
                    korean: "--layout은 1x4, 2x2, 2x3처럼 \(BoothPrint.maximumCuts)컷 이하의 열 x 행이거나 'auto'여야 합니다 (입력한 값: '\(text)')"
                ),
                for: arguments.spec
            )
        }
        return .layout(layout)
    }
}
