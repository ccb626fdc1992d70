/* global window, document */
// The photo studio: builds one scene per shot (render-demo-photos.mjs asks for each) and answers
// the rendered frame as a PNG data URL. Runs in Chromium; the shot's seed decides everything, so
// the same shot renders the same picture.
import * as THREE from 'three';
import { EffectComposer } from 'three/addons/postprocessing/EffectComposer.js';
import { RenderPass } from 'three/addons/postprocessing/RenderPass.js';
import { GTAOPass } from 'three/addons/postprocessing/GTAOPass.js';
import { OutputPass } from 'three/addons/postprocessing/OutputPass.js';
import { ShaderPass } from 'three/addons/postprocessing/ShaderPass.js';
import { VignetteShader } from 'three/addons/shaders/VignetteShader.js';
import { buildExterior } from './exteriors.js';
import { buildInterior } from './interiors.js';

const renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
renderer.shadowMap.enabled = true;
renderer.shadowMap.type = THREE.PCFShadowMap;
renderer.toneMapping = THREE.ACESFilmicToneMapping;
renderer.outputColorSpace = THREE.SRGBColorSpace;
document.body.appendChild(renderer.domElement);

window.renderShot = async (shot) => {
  renderer.setPixelRatio(1);
  renderer.setSize(shot.width, shot.height);
  const camera = new THREE.PerspectiveCamera(50, shot.width / shot.height, 0.1, 2000);
  let mark = performance.now();
  const lap = (label) => {
    const now = performance.now();
    console.log(`${label}: ${Math.round(now - mark)} ms`);
    mark = now;
  };
  const built =
    shot.scene === 'exterior'
      ? buildExterior(shot, renderer, camera)
      : buildInterior(shot, renderer, camera);
  lap('built');
  renderer.toneMappingExposure = built.exposure ?? 1;
  const composer = new EffectComposer(renderer);
  composer.setPixelRatio(1);
  composer.setSize(shot.width, shot.height);
  composer.addPass(new RenderPass(built.scene, camera));
  // Ambient occlusion: the contact shadows in corners and under furniture a camera sees.
  const ao = new GTAOPass(built.scene, camera, shot.width, shot.height);
  ao.blendIntensity = built.ao ?? 0.8;
  ao.updateGtaoMaterial({ radius: built.aoRadius ?? 0.5, distanceExponent: 1, thickness: 1 });
  // Exteriors go without: under open sky it adds little, and it costs seconds a photo here.
  if (built.ao && !window.location.search.includes('noao')) composer.addPass(ao);
  composer.addPass(new OutputPass());
  const vignette = new ShaderPass(VignetteShader);
  vignette.uniforms.offset.value = 0.9;
  vignette.uniforms.darkness.value = 0.9;
  composer.addPass(vignette);
  renderer.compile(built.scene, camera);
  lap('compiled');
  composer.render();
  renderer.getContext().finish();
  lap('rendered');
  // Raw pixels, read once: the canvas's own PNG encoder is many times slower under SwiftShader.
  const gl = renderer.getContext();
  const pixels = new Uint8Array(shot.width * shot.height * 4);
  gl.readPixels(0, 0, shot.width, shot.height, gl.RGBA, gl.UNSIGNED_BYTE, pixels);
  let binary = '';
  for (let i = 0; i < pixels.length; i += 0x8000) {
    binary += String.fromCharCode.apply(null, pixels.subarray(i, i + 0x8000));
  }
  const url = window.btoa(binary);
  lap('encoded');
  for (const kept of built.keep ?? []) built.scene.remove(kept);
  built.scene.traverse((object) => {
    if (object.geometry) object.geometry.dispose();
    const materials = [object.material].flat().filter(Boolean);
    for (const material of materials) {
      for (const value of Object.values(material)) if (value?.isTexture) value.dispose();
      material.dispose();
    }
  });
  built.dispose?.();
  composer.dispose();
  return url;
};
