import StoryboardFormat

/// Fits a view tree designed for one screen size to another the way springs and struts do,
/// until the layout engine lays documents out: views pinned to both sides stretch, views
/// centred stay centred, others keep their distance to the top and leading edges.
enum Autoresizing {
    static func resize(_ view: inout LaidOutView, to size: Size) {
        let old = view.frame
        view.frame.width = size.width
        view.frame.height = size.height
        let dw = size.width - old.width
        let dh = size.height - old.height
        guard dw != 0 || dh != 0 else { return }
        for index in view.subviews.indices {
            var child = view.subviews[index]
            let frame = child.frame
            let left = frame.x
            let right = old.width - frame.x - frame.width
            let top = frame.y
            let bottom = old.height - frame.y - frame.height
            var newFrame = frame
            if abs(left - right) < 1.5 || (left >= 0 && right >= 0 && frame.width > old.width * 0.6) {
                if frame.width > old.width * 0.4 { newFrame.width += dw } else { newFrame.x += dw / 2 }
            } else if right < left && right < 40 {
                newFrame.x += dw
            }
            if frame.height > old.height * 0.6 && top >= 0 && bottom >= 0 {
                newFrame.height += dh
            } else if bottom < top && bottom < 120 {
                newFrame.y += dh
            } else if abs(top - bottom) < 1.5 {
                newFrame.y += dh / 2
            }
            if newFrame.width != frame.width || newFrame.height != frame.height {
                resize(&child, to: Size(width: max(0, newFrame.width), height: max(0, newFrame.height)))
            }
            child.frame = Rect(x: newFrame.x, y: newFrame.y, width: max(0, newFrame.width), height: max(0, newFrame.height))
            view.subviews[index] = child
        }
    }
}
