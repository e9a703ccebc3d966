import { Directive, input } from '@angular/core';

/** An SVG rect's position and size in one binding: `<rect [appBox]="[x, y, width, height]" />`. */
@Directive({
  selector: 'rect[appBox]',
  host: {
    '[attr.x]': 'appBox()[0]',
    '[attr.y]': 'appBox()[1]',
    '[attr.width]': 'appBox()[2]',
    '[attr.height]': 'appBox()[3]',
  },
})
export class SvgBox {
  readonly appBox = input.required<readonly [x: number, y: number, width: number, height: number]>();
}
