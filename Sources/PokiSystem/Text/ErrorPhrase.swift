extension Phrase {
    /// What `error` says, in every language: its phrase when it is a ``PhrasedError``, else its
    /// description, the same in both (a library's or the system's own words).
    public static func describing(_ error: any Error) -> Phrase {
        if let phrased = error as? any PhrasedError { return phrased.phrase }
        return .verbatim(String(describing: error))
    }
}
