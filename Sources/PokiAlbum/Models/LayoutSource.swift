/// Who decided whether a photo is a booth print, and its layout.
///
/// Stored as `layoutSource` in the photo's document; absent when poki's detector decided.
public enum LayoutSource: String, Sendable, Codable, CaseIterable {
    /// The user (`edit --layout`, `--print`, `--not-print`): `recolour` keeps the choice.
    case user
}
