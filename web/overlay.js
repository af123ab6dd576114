// overlay.js — lays one of the page's own elements (the code editor, the toolbar) over the canvas where the app keeps
// room for it. A placement is the app's OverlaySlot (src/ui/widget_rects.hpp, written by src/app/api/messages_to_page.cpp):
// `visible`, then `x`, `y`, `width`, `height` in canvas CSS pixels and `clip`, the part of the panel around the
// slot that shows this frame, as [min x, min y, max x, max y].

// Whether any of the slot shows.
export const slotShows = (box) => box.visible && box.clip[2] > box.x && box.clip[3] > box.y &&
  box.clip[0] < box.x + box.width && box.clip[1] < box.y + box.height;

// Shows `element` on the slot, cut to the part of it that shows.
export function placeOver(element, box) {
  element.hidden = false;
  Object.assign(element.style, {
    left: `${box.x}px`, top: `${box.y}px`, width: `${box.width}px`, height: `${box.height}px`,
    clipPath: `inset(${Math.max(0, box.clip[1] - box.y)}px ${Math.max(0, box.x + box.width - box.clip[2])}px ` +
              `${Math.max(0, box.y + box.height - box.clip[3])}px ${Math.max(0, box.clip[0] - box.x)}px)`,
  });
}
