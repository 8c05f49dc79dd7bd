import PokiImaging

/// `--layout CxR`, `--print` and `--not-print`: the user's word on whether an image is a booth
/// print, and its layout, for `edit` and `colours`.
enum PrintChoiceArgument {
    /// The three options, as a command's spec lists them.
    static let options: [OptionSpec] = [
        .value("layout", "CxR", help: "A print of this layout, columns x rows (1x4 strip, 2x3 sheet); 'auto' lets poki decide again."),
        .flag("print", help: "A print: poki fits the layout booths make that shows the clearest frame."),
        .flag("not-print", help: "Not a print: its colours are the whole image's."),
    ]

    /// What the options given say; nil when none is.
    /// - Throws: a ``UsageError`` for a layout that is not columns x rows of at most 8 cuts, or
    ///   for more than one of the options.
    static func parse(_ arguments: ParsedArguments) throws(UsageError) -> PrintChoice? {
        let given = ["layout", "print", "not-print"].filter(arguments.has)
        guard given.count <= 1 else {
            throw UsageError(given.map { "--\($0)" }.joined(separator: ", ") + " say different things; give one", for: arguments.spec)
        }
        if arguments.has("print") { return .anyLayout }
        if arguments.has("not-print") { return .notAPrint }
        guard let text = arguments.value("layout") else { return nil }
        if text == "auto" { return .detect }
        guard let layout = BoothPrint.Layout(text: text) else {
            throw UsageError(
                "--layout must be columns x rows like 1x4, 2x2 or 2x3, at most \(BoothPrint.maximumCuts) cuts, or 'auto', not '\(text)'",
                for: arguments.spec
            )
        }
        return .layout(layout)
    }
}
