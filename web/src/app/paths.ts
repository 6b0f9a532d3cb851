export { paths, headerlessPrefixes } from '@/config/paths';
