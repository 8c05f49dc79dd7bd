/// The content of `tags.json`: the tags the user made, in the order they were made, and the
/// renames made of them (`poki tags rename`), oldest first, so that photos another device added
/// under an old name while apart follow the rename when the devices merge.
struct CustomTags: Sendable, Equatable, Codable {
    static let currentSchemaVersion = 1
    /// How many renames are remembered.
    static let renamesKept = 100

    var schemaVersion = Self.currentSchemaVersion
    var custom: [Tag] = []
    /// Absent in lists of a poki that did not record renames.
    var renamed: [Rename]?

    struct Rename: Sendable, Equatable, Codable {
        var from: String
        var to: String
    }

    /// Records that `from` became `to`; a rename away from `to` no longer holds, as `to` is a
    /// tag again (renamed back, `a` to `b` to `a`).
    mutating func recordRename(from: String, to: String) {
        let rename = Rename(from: from, to: to)
        var renamed = self.renamed ?? []
        renamed.removeAll { $0 == rename || $0.from == to }
        renamed.append(rename)
        self.renamed = Array(renamed.suffix(Self.renamesKept))
    }

    /// This list and `other` (another device's version) as one: every tag of either, this one's
    /// order first, less the tags either renamed away; every rename of either.
    func merged(with other: CustomTags) -> CustomTags {
        var merged = self
        for rename in other.renamed ?? [] where !(merged.renamed ?? []).contains(rename) {
            merged.renamed = (merged.renamed ?? []) + [rename]
        }
        merged.renamed = merged.renamed.map { Array($0.suffix(Self.renamesKept)) }
        let renamedAway = Set((merged.renamed ?? []).map(\.from)).subtracting((merged.renamed ?? []).map(\.to))
        for tag in other.custom where !merged.custom.contains(where: { $0.label == tag.label }) { merged.custom.append(tag) }
        merged.custom.removeAll { renamedAway.contains($0.label) }
        return merged
    }
}
