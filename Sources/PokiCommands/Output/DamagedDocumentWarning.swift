import PokiAlbum
import PokiSystem

/// The one line a command prints on standard error for each damaged document it had to skip.
enum DamagedDocumentWarning {
    /// `skipped a damaged document: <reason> (<path>); 'poki check --repair' moves it to quarantine/`.
    static func phrase(_ damaged: DamagedDocument) -> Phrase {
        let path = damaged.path
        return Phrase("skipped a damaged document: ", korean: "손상된 문서를 건너뛰었습니다: ") + damaged.reason + Phrase(
            " (\(path)); 'poki check --repair' moves it to quarantine/",
            korean: " (\(path)). 'poki check --repair'가 이 문서를 quarantine/ 폴더로 옮깁니다"
        )
    }

    /// The line in English, as a `--json` failure's `error` carries it.
    static func text(_ damaged: DamagedDocument) -> String {
        phrase(damaged).english
    }

    /// Warns once per document, in the user's language; returns whether there was any (the
    /// command then exits 1).
    static func report(_ damaged: [DamagedDocument], on console: Console) -> Bool {
        for document in damaged { console.warning(phrase(document)) }
        return !damaged.isEmpty
    }
}
