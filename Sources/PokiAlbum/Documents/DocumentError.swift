import PokiSystem

/// Why one of the album's JSON documents could not be read or written.
public enum DocumentError: PhrasedError, Sendable, Equatable {
    /// The document is damaged or of the wrong shape.
    case corrupt(path: String, reason: Phrase)
    /// The document was written by a newer poki, with a schema version this one does not know.
    case newerSchema(path: String, version: Int)

    public var phrase: Phrase {
        switch self {
        case let .corrupt(path, reason):
            Phrase("cannot read document: ", korean: "문서를 읽을 수 없습니다: ") + reason
                + Phrase("; 'poki check --repair' can quarantine it (\(path))", korean: ". 'poki check --repair'로 격리할 수 있습니다 (\(path))")
        case let .newerSchema(path, version):
            Phrase(
                "document has schema version \(version), newer than this poki understands; upgrade poki (\(path))",
                korean: "이 poki가 읽을 수 없는 새 스키마 버전(\(version))의 문서입니다. poki를 업그레이드하십시오 (\(path))"
            )
        }
    }
}
