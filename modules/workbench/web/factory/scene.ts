// The 3D factory's scene (three.js, loaded with this page only): the floor, a bay per process unit,
// a block per machine coloured by its equipment status, orbit controls; a pointer over a machine
// names it, a click picks it. The page owns the data; the scene only draws it and reports picks.
import * as THREE from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import type { FactoryLayout, FactoryMachine } from '../../contracts';
import { STATUS_COLOURS } from './status';

export interface SceneEvents {
  onHover: (machine: FactoryMachine | null, at: { x: number; y: number } | null) => void;
  onPick: (machine: FactoryMachine) => void;
}

export interface FactoryScene {
  show: (layout: FactoryLayout) => void;
  highlight: (id: number | null) => void;
  dispose: () => void;
}

const colourOf = (status: string) => new THREE.Color(STATUS_COLOURS[status] ?? STATUS_COLOURS['0']);

export function createScene(host: HTMLElement, events: SceneEvents): FactoryScene {
  const renderer = new THREE.WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
  renderer.setSize(host.clientWidth, host.clientHeight);
  renderer.domElement.setAttribute('data-testid', 'factory-canvas');
  host.appendChild(renderer.domElement);

  const scene = new THREE.Scene();
  scene.background = new THREE.Color('#0b1727');
  const camera = new THREE.PerspectiveCamera(45, host.clientWidth / Math.max(host.clientHeight, 1), 0.1, 1000);
  const controls = new OrbitControls(camera, renderer.domElement);
  controls.enableDamping = true;
  controls.maxPolarAngle = Math.PI / 2.1;
  scene.add(new THREE.HemisphereLight('#ffffff', '#334455', 2.2));
  const sun = new THREE.DirectionalLight('#ffffff', 1.5);
  sun.position.set(20, 40, 20);
  scene.add(sun);

  const world = new THREE.Group();
  scene.add(world);
  const blocks = new Map<number, THREE.Mesh<THREE.BoxGeometry, THREE.MeshStandardMaterial>>();
  const machineOf = new Map<THREE.Object3D, FactoryMachine>();
  const boxGeometry = new THREE.BoxGeometry(2.4, 2, 2.4);
  let highlighted: number | null = null;

  const clear = () => {
    for (const child of [...world.children]) {
      world.remove(child);
      const mesh = child as THREE.Mesh;
      if (mesh.geometry && mesh.geometry !== boxGeometry) mesh.geometry.dispose();
      (mesh.material as THREE.Material | undefined)?.dispose?.();
    }
    blocks.clear();
    machineOf.clear();
  };

  const show = (layout: FactoryLayout) => {
    clear();
    let maxX = 8;
    let maxZ = 8;
    for (const u of layout.units) {
      const bay = new THREE.Mesh(new THREE.BoxGeometry(u.width, 0.1, u.depth), new THREE.MeshStandardMaterial({ color: u.kind === 'Line' ? '#1d3b5e' : '#2b3550' }));
      bay.position.set(u.x, 0.05, u.z);
      world.add(bay);
      maxX = Math.max(maxX, u.width);
      maxZ = Math.max(maxZ, u.z + u.depth);
    }
    for (const m of layout.machines) {
      const block = new THREE.Mesh(boxGeometry, new THREE.MeshStandardMaterial({ color: colourOf(m.status) }));
      block.position.set(m.x, 1.1, m.z);
      world.add(block);
      blocks.set(m.id, block);
      machineOf.set(block, m);
    }
    world.position.set(-maxX / 2, 0, -maxZ / 2 + 3);
    camera.position.set(0, Math.max(maxX, maxZ) * 0.9, Math.max(maxX, maxZ) * 1.1);
    controls.target.set(0, 0, 0);
    controls.update();
    if (highlighted !== null) highlight(highlighted);
  };

  const highlight = (id: number | null) => {
    highlighted = id;
    for (const [mid, block] of blocks) block.material.emissive.set(mid === id ? '#555555' : '#000000');
  };

  const ray = new THREE.Raycaster();
  const pointer = new THREE.Vector2();
  const machineAt = (e: PointerEvent | MouseEvent): FactoryMachine | null => {
    const r = renderer.domElement.getBoundingClientRect();
    pointer.set(((e.clientX - r.left) / r.width) * 2 - 1, -((e.clientY - r.top) / r.height) * 2 + 1);
    ray.setFromCamera(pointer, camera);
    const hit = ray.intersectObjects([...blocks.values()], false)[0];
    return hit ? (machineOf.get(hit.object) ?? null) : null;
  };
  const onMove = (e: PointerEvent) => {
    const m = machineAt(e);
    renderer.domElement.style.cursor = m ? 'pointer' : 'grab';
    const r = renderer.domElement.getBoundingClientRect();
    events.onHover(m, m ? { x: e.clientX - r.left, y: e.clientY - r.top } : null);
  };
  // a click is a press and release in place: dragging the view is not a pick
  let down: { x: number; y: number } | null = null;
  const onDown = (e: PointerEvent) => {
    down = { x: e.clientX, y: e.clientY };
  };
  const onUp = (e: PointerEvent) => {
    if (down && Math.abs(e.clientX - down.x) + Math.abs(e.clientY - down.y) < 5) {
      const m = machineAt(e);
      if (m) events.onPick(m);
    }
    down = null;
  };
  renderer.domElement.addEventListener('pointermove', onMove);
  renderer.domElement.addEventListener('pointerdown', onDown);
  renderer.domElement.addEventListener('pointerup', onUp);

  const resize = new ResizeObserver(() => {
    renderer.setSize(host.clientWidth, host.clientHeight);
    camera.aspect = host.clientWidth / Math.max(host.clientHeight, 1);
    camera.updateProjectionMatrix();
  });
  resize.observe(host);
  renderer.setAnimationLoop(() => {
    controls.update();
    renderer.render(scene, camera);
  });

  return {
    show,
    highlight,
    dispose: () => {
      renderer.setAnimationLoop(null);
      resize.disconnect();
      renderer.domElement.removeEventListener('pointermove', onMove);
      renderer.domElement.removeEventListener('pointerdown', onDown);
      renderer.domElement.removeEventListener('pointerup', onUp);
      controls.dispose();
      clear();
      boxGeometry.dispose();
      renderer.dispose();
      renderer.domElement.remove();
    },
  };
}
