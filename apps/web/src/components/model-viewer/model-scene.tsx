import { OrbitControls } from '@react-three/drei';
import { Canvas, useThree } from '@react-three/fiber';
import {
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ComponentRef,
  type RefObject,
  type Ref,
} from 'react';
import { Box3, Sphere, Vector3, type Group, type Mesh, type PerspectiveCamera } from 'three';
import { GLTFLoader } from 'three/examples/jsm/loaders/GLTFLoader.js';

/**
 * The three.js part of the viewer: everything here loads in its own chunk, on the pages that show
 * a model (see model-viewer.tsx for the lazy boundary). The canvas keeps its drawing buffer so a
 * screenshot or test can read the pixels, and draws only when something moves (frameloop demand).
 */

type OrbitControlsImpl = ComponentRef<typeof OrbitControls>;

export interface ModelSceneHandle {
  /** Back to the view the model opened with. */
  reset(): void;
  /** Factor below 1 moves closer, above 1 further away, within the zoom limits. */
  zoom(factor: number): void;
  /** Turns the camera around the model by this angle (radians) about the vertical axis. */
  rotate(angle: number): void;
}

interface ModelSceneProps {
  data: ArrayBuffer;
  label: string;
  onReady: () => void;
  onError: (message: string) => void;
  ref?: Ref<ModelSceneHandle>;
}

function disposeScene(scene: Group) {
  scene.traverse((object) => {
    const mesh = object as Mesh;
    mesh.geometry?.dispose();
    const materials = Array.isArray(mesh.material) ? mesh.material : [mesh.material];
    materials.forEach((material) => material?.dispose());
  });
}

/** Centres the model on the origin, frames it and records that view as the one reset returns to. */
function Framing({
  scene,
  controls,
  onReady,
}: {
  scene: Group;
  controls: RefObject<OrbitControlsImpl | null>;
  onReady: () => void;
}) {
  const camera = useThree((state) => state.camera) as PerspectiveCamera;
  const invalidate = useThree((state) => state.invalidate);
  const [radius, setRadius] = useState(1);
  const [floor, setFloor] = useState(0);

  useEffect(() => {
    // From the model's own origin each time, so framing again never shifts it twice.
    scene.position.set(0, 0, 0);
    scene.updateMatrixWorld(true);
    const box = new Box3().setFromObject(scene);
    const center = box.getCenter(new Vector3());
    scene.position.sub(center);
    const sphere = box.getBoundingSphere(new Sphere());
    const r = sphere.radius > 0 && Number.isFinite(sphere.radius) ? sphere.radius : 1;
    setRadius(r);
    setFloor(box.min.y - center.y);
    camera.near = r / 100;
    camera.far = r * 100;
    // Far enough for the whole bounding sphere in the narrower of the two fields of view (a phone's
    // canvas is nearly square, a desktop's wide), with a margin around it.
    const vertical = (camera.fov * Math.PI) / 180;
    const horizontal = 2 * Math.atan(Math.tan(vertical / 2) * camera.aspect);
    const distance = (r / Math.sin(Math.min(vertical, horizontal) / 2)) * 1.2;
    camera.position.set(1.5, 0.9, 1.9).setLength(distance);
    camera.updateProjectionMatrix();
    const orbit = controls.current;
    if (orbit) {
      orbit.target.set(0, 0, 0);
      orbit.minDistance = r * 0.4;
      orbit.maxDistance = distance * 3;
      orbit.update();
      orbit.saveState();
    }
    invalidate();
    onReady();
  }, [scene, camera, controls, invalidate, onReady]);

  return (
    <>
      <primitive object={scene} />
      {/* Half-transparent mid-grey: reads as a floor on the light and the dark backdrop alike. */}
      <gridHelper
        args={[radius * 5, 20, '#64748b', '#94a3b8']}
        position={[0, floor, 0]}
        material-transparent
        material-opacity={0.45}
      />
    </>
  );
}

export default function ModelScene({ data, label, onReady, onError, ref }: ModelSceneProps) {
  const controls = useRef<OrbitControlsImpl | null>(null);
  const [scene, setScene] = useState<Group | null>(null);

  useEffect(() => {
    let current: Group | null = null;
    let cancelled = false;
    new GLTFLoader().parse(
      data,
      '',
      (gltf) => {
        if (cancelled) return disposeScene(gltf.scene);
        current = gltf.scene;
        setScene(gltf.scene);
      },
      (error) => {
        if (!cancelled) onError(`This 3D model could not be read: ${error.message}`);
      },
    );
    return () => {
      cancelled = true;
      if (current) disposeScene(current);
    };
  }, [data, onError]);

  useImperativeHandle(
    ref,
    () => ({
      reset: () => controls.current?.reset(),
      zoom: (factor) => {
        const orbit = controls.current;
        if (!orbit) return;
        const offset = orbit.object.position.clone().sub(orbit.target);
        const distance = Math.min(
          orbit.maxDistance,
          Math.max(orbit.minDistance, offset.length() * factor),
        );
        orbit.object.position.copy(orbit.target).add(offset.setLength(distance));
        orbit.update();
      },
      rotate: (angle) => {
        const orbit = controls.current;
        if (!orbit) return;
        const offset = orbit.object.position.clone().sub(orbit.target);
        offset.applyAxisAngle(new Vector3(0, 1, 0), angle);
        orbit.object.position.copy(orbit.target).add(offset);
        orbit.update();
      },
    }),
    [],
  );

  return (
    <Canvas
      role="img"
      aria-label={label}
      frameloop="demand"
      dpr={[1, 2]}
      camera={{ fov: 45, position: [4, 3, 5] }}
      gl={{ preserveDrawingBuffer: true, antialias: true, alpha: true }}
      fallback={<p className="p-4 text-sm">Your browser cannot display 3D graphics (WebGL).</p>}
      data-testid="model-canvas"
    >
      <hemisphereLight args={['#ffffff', '#94a3b8', 1.4]} />
      <directionalLight position={[5, 10, 7]} intensity={2.2} />
      <directionalLight position={[-6, 4, -5]} intensity={0.6} />
      <OrbitControls ref={controls} makeDefault enableDamping={false} />
      {scene && <Framing scene={scene} controls={controls} onReady={onReady} />}
    </Canvas>
  );
}
