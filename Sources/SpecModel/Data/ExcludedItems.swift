import SpecReader

/// The `when` of each item of a cell template that takes a row's values, read once, so that a row an
/// item's `when` leaves out neither fills nor decodes that item: a photo column empty on the rows
/// without a photo, or a price that is text where the item is not shown, is no error. Such an item
/// stands in those rows as an empty item with its `when`, which the sheet then leaves out as it does
/// any item whose `when` the row does not meet. An item holding no placeholder is the same in every
/// row and decoded once, so it is left as it is.
struct ExcludedItems {
    /// An item's index, its condition, and what stands for it in the rows it is left out of.
    private let items: [(index: Int, condition: RowCondition, standIn: SpecNode)]

    init(_ template: SpecNode, at path: SpecPath, memo: DecodeMemo, context: SpecContext) {
        guard case .object(let members) = template.value, let list = members.first(where: { $0.key == "items" })?.value,
            case .array(let nodes) = list.value
        else {
            items = []
            return
        }
        let quiet = context.branch(memo: memo)
        items = nodes.enumerated().compactMap { k, node in
            let at = path.appending("items").appending(k)
            guard !memo.isFixed(at), case .object(let members) = node.value, let when = members.first(where: { $0.key == "when" }),
                memo.isFixed(at.appending("when")), let condition = RowCondition.decoder.decode(when.value, at.appending("when"), quiet)
            else { return nil }
            // A member the item does not have is no fixed member of the template: the memo keeps nothing of it.
            let empty: SpecNode.Member =
                members.contains { $0.key == "text" }
                ? SpecNode.Member(
                    key: "figure", keyPosition: node.position,
                    value: SpecNode(.object([SpecNode.Member(key: "kind", keyPosition: node.position, value: SpecNode(.string("rect"), at: node.position))])))
                : SpecNode.Member(key: "text", keyPosition: node.position, value: SpecNode(.string(""), at: node.position))
            return (k, condition, SpecNode(.object([when, empty]), at: node.position))
        }
    }

    /// `template` with the items `row` is left out of replaced by their stand-ins; nil when the row has
    /// every item.
    func template(_ template: SpecNode, for row: [String: SpecNode]) -> SpecNode? {
        let left = items.filter { !$0.condition.matches(row) }
        guard !left.isEmpty, case .object(var members) = template.value, let i = members.firstIndex(where: { $0.key == "items" }),
            case .array(var nodes) = members[i].value.value
        else { return nil }
        for item in left { nodes[item.index] = item.standIn }
        members[i].value = SpecNode(.array(nodes), at: members[i].value.position)
        return SpecNode(.object(members), at: template.position)
    }
}
