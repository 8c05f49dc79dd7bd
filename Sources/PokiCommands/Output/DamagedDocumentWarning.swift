import PokiAlbum

/// The one line a command prints on standard error for each damaged document it had to skip.
enum DamagedDocumentWarning {
    /// `skipped a damaged document: <reason> (<path>); 'poki check --repair' moves it to quarantine/`.
    static func text(_ damaged: DamagedDocument) -> String {
        "skipped a damaged document: \(damaged.reason) (\(damaged.path)); 'poki check --repair' moves it to quarantine/"
    }

    /// Warns once per document; returns whether there was any (the command then exits 1).
    static func report(_ damaged: [DamagedDocument], on console: Console) -> Bool {
        for document in damaged { console.warning(text(document)) }
        return !damaged.isEmpty
    }
}
