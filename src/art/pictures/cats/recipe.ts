// Shared bits of the cat picture recipes: the save/restore wrapper and prop colours.
export { picture } from '../shared/picture.js';

export const YARN_PINK = { base: '#ff8fb1', shade: '#e0628c', light: '#ffd0df' };
export const YARN_BLUE = { base: '#7fb8ff', shade: '#5290e0', light: '#cfe4ff' };
export const CUSHION_GOLD = { base: '#f6c544', shade: '#d49a1c', light: '#fff0a8' };
export const CUSHION_PINK = { base: '#ffa3bd', shade: '#e27896', light: '#ffd3df' };
export const BED_PLUM = { base: '#b59ae0', shade: '#8f74c0', light: '#dccdf5' };
